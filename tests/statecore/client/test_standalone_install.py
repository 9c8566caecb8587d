"""A worker pod's install: the wheel with the ``langgraph`` extra in a fresh venv, without the
server's dependencies, and the client and the saver working from it against a live server."""

from __future__ import annotations

import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from statecore.client import Binding, ControlPlane
from tests.conftest import CODEC

pytestmark = [pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[3]
SERVER_ONLY = (
    "django",
    "rest_framework",
    "drf_spectacular",
    "celery",
    "psycopg",
    "presidio_analyzer",
    "spacy",
)

# Runs in the fresh venv, isolated (-I: neither the working directory nor PYTHONPATH is on sys.path).
CHECK = """
import asyncio, importlib.util, sys

url, lease, codec, forbidden = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4].split(",")
present = [name for name in forbidden if importlib.util.find_spec(name) is not None]
assert not present, f"server dependencies installed: {present}"

import statecore.client
from langgraph.checkpoint.base import empty_checkpoint
from statecore.adapters.langgraph import StatecoreSaver
from statecore.client import AsyncThreadStateStore

assert sys.prefix in statecore.client.__file__, statecore.client.__file__  # the installed copy
saver = StatecoreSaver.for_lease(url, lease, codec=codec, thread_id="t1")
config = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
stored = saver.put(config, empty_checkpoint(), {"source": "input", "step": -1, "parents": {}}, {})
found = saver.get_tuple(stored)
assert found is not None and found.checkpoint["id"] == stored["configurable"]["checkpoint_id"]
saver.close()


async def head_revision() -> int:
    async with AsyncThreadStateStore(url, lease) as store:
        head = await store.load_head(await store.scope())
        assert head is not None
        return head.revision


assert asyncio.run(head_revision()) == 1
assert not [name for name in forbidden if name in sys.modules]
print("worker install ok")
"""


def _run(*args: str | Path, cwd: Path) -> str:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, f"{args[:4]}...\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


@pytest.fixture(scope="module")
def worker_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel, built from a copy of the sources (the work tree stays clean), installed with
    ``[langgraph]`` and constraints.txt into a venv without pip (this pip drives it)."""
    work = tmp_path_factory.mktemp("worker-install")
    source = work / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for package in ("statecore", "portal", "telemetry"):
        shutil.copytree(ROOT / package, source / package, ignore=shutil.ignore_patterns("__pycache__"))
    pip = (sys.executable, "-m", "pip", "--disable-pip-version-check")
    _run(*pip, "wheel", "--quiet", "--no-deps", "--wheel-dir", work / "dist", source, cwd=work)
    (wheel,) = (work / "dist").glob("statecore-*.whl")
    venv.create(work / "venv", with_pip=False)
    python = work / "venv" / "bin" / "python"
    _run(
        *pip,
        "--python",
        python,
        "install",
        "--quiet",
        "-c",
        ROOT / "constraints.txt",
        f"{wheel}[langgraph]",
        cwd=work,
    )
    return python


def test_the_client_and_the_langgraph_adapters_run_without_the_server_dependencies(
    worker_python: Path, base_url: str, control: ControlPlane, remote_binding: Binding
) -> None:
    lease = control.issue_lease(remote_binding.id, sandbox_id="pod-1", ttl_seconds=300).lease_token
    out = _run(
        worker_python,
        "-I",
        "-c",
        CHECK,
        base_url,
        lease,
        CODEC,
        ",".join(SERVER_ONLY),
        cwd=worker_python.parent,
    )
    assert "worker install ok" in out
