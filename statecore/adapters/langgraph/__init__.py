"""LangGraph / Deep Agents checkpointer and long-term memory store over statecore's API."""

from statecore.adapters.langgraph.saver import CheckpointConflict, LeaseFencedError, StatecoreSaver
from statecore.adapters.langgraph.store import MemoryWriteRefused, StatecoreStore, generate_store

__all__ = [
    "CheckpointConflict",
    "LeaseFencedError",
    "MemoryWriteRefused",
    "StatecoreSaver",
    "StatecoreStore",
    "generate_store",
]
