"""The injection goals of AgentDojo (public, MIT), read from its wheel without running it.

AgentDojo (ethz-spylab, https://github.com/ethz-spylab/agentdojo) is a benchmark of prompt
injections against tool-using agents. Each suite (workspace, slack, banking, travel, in several
versions) defines ``InjectionTask`` classes whose ``GOAL`` is what the attacker wants the agent
to do: e-mail a security code to an outside address, send money to an attacker's account,
change the user's password, post every channel's messages to a website... Written by other
authors for agents, they are an independent, public set of the instructions a memory must not
carry. The judge was never developed against them; benchmarks/detectors_eval.py reports them as
a public set of positives (there is no benign side).

The wheel is not a dependency (it pulls in several model SDKs). Get it once, with no
dependencies, and pass its path:

    .venv/bin/pip download --no-deps agentdojo==0.1.35 -d /tmp/agentdojo
    wheel=/tmp/agentdojo/agentdojo-0.1.35-py3-none-any.whl
    .venv/bin/python benchmarks/detectors_eval.py --agentdojo-wheel "$wheel"

The goals are read with ``ast`` from ``injection_tasks.py`` in the wheel: each class's ``GOAL``,
an f-string resolved from the literal constants of its module and class (the attacker's IBAN,
address, link...). Nothing from the wheel is imported or executed. Identical goals (the same
task in several suite versions) count once.
"""

from __future__ import annotations

import ast
import zipfile
from pathlib import Path


def _literals(body: list[ast.stmt]) -> dict[str, object]:
    """Names bound to literal values by plain assignments in ``body``."""
    found: dict[str, object] = {}
    for statement in body:
        targets: list[ast.expr] = []
        value: ast.expr | None = None
        if isinstance(statement, ast.Assign):
            targets, value = statement.targets, statement.value
        elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
            targets, value = [statement.target], statement.value
        if value is None:
            continue
        try:
            literal = ast.literal_eval(value)
        except ValueError:
            continue
        for target in targets:
            if isinstance(target, ast.Name):
                found[target.id] = literal
    return found


def _resolve(node: ast.expr, names: dict[str, object]) -> str | None:
    """A string constant or an f-string whose fields are all known names; else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if not isinstance(node, ast.JoinedStr):
        return None
    parts = []
    for value in node.values:
        if isinstance(value, ast.Constant):
            parts.append(str(value.value))
        elif isinstance(value, ast.FormattedValue) and isinstance(value.value, ast.Name):
            if value.value.id not in names:
                return None
            parts.append(str(names[value.value.id]))
        else:
            return None
    return "".join(parts)


def load_goals(wheel: Path) -> list[str]:
    """Every resolvable injection goal in the wheel, once each, in the wheel's order."""
    goals: list[str] = []
    with zipfile.ZipFile(wheel) as archive:
        for name in sorted(archive.namelist()):
            if not name.endswith("/injection_tasks.py"):
                continue
            module = ast.parse(archive.read(name))
            module_names = _literals(module.body)
            for node in module.body:
                if not isinstance(node, ast.ClassDef):
                    continue
                names = {**module_names, **_literals(node.body)}
                for statement in node.body:
                    if (
                        isinstance(statement, ast.Assign)
                        and any(isinstance(t, ast.Name) and t.id == "GOAL" for t in statement.targets)
                        and (goal := _resolve(statement.value, names)) is not None
                        and goal not in goals
                    ):
                        goals.append(goal)
    return goals


if __name__ == "__main__":
    import sys

    for goal in load_goals(Path(sys.argv[1])):
        print(repr(goal))
