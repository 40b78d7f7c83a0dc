"""System-2: the consolidation worker (extraction, time resolution, entities, conflicts, salience).

The write path already leaves a durable ``pending`` row in ``consolidation_state`` for every
episode; this package drains those rows.
"""

from consolidator.modality import Modality, ModalityKind, detect_modality
from consolidator.temporal import TimeMention, resolve_times
from consolidator.temporal_common import Precision, Relation

__all__ = [
    "Modality",
    "ModalityKind",
    "Precision",
    "Relation",
    "TimeMention",
    "detect_modality",
    "resolve_times",
]
