"""Engram: a local-first, dual-process long-term memory for LLM agents.

The heavy names (:class:`Engram`, :class:`Settings`, the sidecar client) load on first use
(PEP 562), so a short-lived process that only talks to the sidecar (``engram add`` with a running
daemon) never imports the model, the storage stack or pydantic-settings.
"""

from __future__ import annotations

import importlib as _importlib
import typing as _typing

from engram.errors import (
    ConfigError,
    DaemonError,
    DaemonUnavailableError,
    DatabaseMismatchError,
    EmbeddingError,
    EmptyTextError,
    EngramError,
    ExtensionLoadError,
    ImportFileError,
    InvalidMetadataError,
    InvalidSpeakerError,
    InvalidTimeError,
    InvalidUserError,
    LLMError,
    NotFoundError,
    ReadOnlyStorageError,
    SchemaMismatchError,
    StorageError,
    StorageFullError,
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

if _typing.TYPE_CHECKING:
    from consolidator.history import EntityHistory
    from engram.api import Engram
    from engram.config import Settings
    from engram.daemon.client import EngramClient
    from engram.forget import ForgetReceipt

__version__ = "0.1.0"

#: name -> module, imported on first access (PEP 562).
_LAZY = {
    "Engram": "engram.api",
    "EngramClient": "engram.daemon.client",
    "EntityHistory": "consolidator.history",
    "ForgetReceipt": "engram.forget",
    "Settings": "engram.config",
}


def __getattr__(name: str) -> _typing.Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'engram' has no attribute {name!r}")
    value = getattr(_importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


__all__ = [
    "AddResult",
    "ConfigError",
    "DaemonError",
    "DaemonUnavailableError",
    "DatabaseMismatchError",
    "EmbeddingError",
    "EmptyTextError",
    "Engram",
    "EngramClient",
    "EngramError",
    "EntityHistory",
    "Episode",
    "ExtensionLoadError",
    "Fact",
    "ForgetReceipt",
    "ImportFileError",
    "ImportReport",
    "InvalidMetadataError",
    "InvalidSpeakerError",
    "InvalidTimeError",
    "InvalidUserError",
    "LLMError",
    "NotFoundError",
    "ReadOnlyStorageError",
    "RecallResult",
    "SchemaMismatchError",
    "ScoredEpisode",
    "ScoredFact",
    "Settings",
    "StorageError",
    "StorageFullError",
    "TextTooLongError",
    "ValidationError",
    "__version__",
]
