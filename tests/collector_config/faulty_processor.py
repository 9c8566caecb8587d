"""A rotel trace processor that is statecore_processor.py with an injected fault: scrubbing a
batch whose resource carries ``service.instance.id`` raises before anything was scrubbed."""

import importlib.util
import os
import sys

_path = os.path.join(os.environ["STATECORE_ROOT"], "collector-config", "rotel", "statecore_processor.py")
_spec = importlib.util.spec_from_file_location("statecore_processor_under_fault", _path)
assert _spec is not None
assert _spec.loader is not None
_module = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = _module
_spec.loader.exec_module(_module)
_original = _module._filter


def _faulty_filter(attributes, allowed):  # type: ignore[no-untyped-def]
    if any(kv.key == "service.instance.id" for kv in attributes):
        raise RuntimeError("injected processor fault")
    return _original(attributes, allowed)


_module._filter = _faulty_filter
process_spans = _module.process_spans
