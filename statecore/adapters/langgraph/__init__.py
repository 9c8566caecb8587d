"""LangGraph / Deep Agents checkpointer over statecore's thread-state API."""

from statecore.adapters.langgraph.saver import CheckpointConflict, LeaseFencedError, StatecoreSaver

__all__ = ["CheckpointConflict", "LeaseFencedError", "StatecoreSaver"]
