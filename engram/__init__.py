"""Engram: a local-first, dual-process long-term memory for LLM agents."""

from engram.api import Engram
from engram.config import Settings
from engram.errors import (
    ConfigError,
    EmbeddingError,
    EmptyTextError,
    EngramError,
    ExtensionLoadError,
    ImportFileError,
    InvalidMetadataError,
    InvalidSpeakerError,
    InvalidTimeError,
    InvalidUserError,
    SchemaMismatchError,
    StorageError,
    TextTooLongError,
    ValidationError,
)
from engram.models import (
    AddResult,
    Episode,
    Fact,
    ImportReport,
    RecallResult,
    ScoredEpisode,
    ScoredFact,
)

__version__ = "0.1.0"

__all__ = [
    "AddResult",
    "ConfigError",
    "EmbeddingError",
    "EmptyTextError",
    "Engram",
    "EngramError",
    "Episode",
    "ExtensionLoadError",
    "Fact",
    "ImportFileError",
    "ImportReport",
    "InvalidMetadataError",
    "InvalidSpeakerError",
    "InvalidTimeError",
    "InvalidUserError",
    "RecallResult",
    "SchemaMismatchError",
    "ScoredEpisode",
    "ScoredFact",
    "Settings",
    "StorageError",
    "TextTooLongError",
    "ValidationError",
    "__version__",
]
