"""``python -m statecore.harness.worker``: the reference sandbox worker (see the package)."""

from statecore.harness.worker.loop import main

raise SystemExit(main())
