"""LangGraph / Deep Agents checkpointer and long-term memory store over statecore's API."""

from statecore.adapters.langgraph.hooks import generate_checkpointer, generate_store
from statecore.adapters.langgraph.saver import CheckpointConflict, LeaseFencedError, StatecoreSaver
from statecore.adapters.langgraph.store import MemoryWriteRefused, StatecoreStore

__all__ = [
    "CheckpointConflict",
    "LeaseFencedError",
    "MemoryWriteRefused",
    "StatecoreSaver",
    "StatecoreStore",
    "generate_checkpointer",
    "generate_store",
]
