"""The reference sandbox worker of CONTRACT 3a: ``python -m statecore.harness.worker``.

It reads run jobs on stdin and writes events on stdout (``statecore.harness.protocol``). Each job
runs a Deep Agent (``agent``) over the binding's durable head: LangGraph state through
``StatecoreSaver`` and memory through ``StatecoreStore``, both on the job's lease token and
nothing else (no Django, no database handle), with the commit protocol of the seed (``run``):
one durable commit per run, after the run's messages. Spans (``tracing``, ``state``, ``agent``)
continue the control plane's ``harness.run`` and carry no content.

Modules: ``loop`` (the process), ``run`` (one job), ``agent`` (the agent, its tool broker and
span middleware), ``conformance`` (the scripted ``conformance`` model), ``state`` (the traced
saver and store), ``tracing`` (telemetry without Django).
"""
