"""System-2: the consolidation worker (extraction, time resolution, entities, conflicts, salience).

The write path already leaves a durable ``pending`` row in ``consolidation_state`` for every
episode; this package drains those rows.
"""

__all__: list[str] = []
