"""Every error Engram raises on purpose.

The tree::

    EngramError
    ├── ValidationError            bad input; carries ``field`` and what is allowed
    │   ├── EmptyTextError
    │   ├── TextTooLongError
    │   ├── InvalidTimeError       not ISO-8601, impossible date, naive, or in the future
    │   ├── InvalidUserError       empty, missing or malformed user_id
    │   ├── InvalidSpeakerError
    │   └── InvalidMetadataError
    ├── ConfigError                config.toml / ENGRAM_* is wrong
    ├── StorageError               SQLite could not do what was asked
    │   ├── ExtensionLoadError     sqlite-vec or FTS5 is unavailable
    │   ├── SchemaMismatchError    the file was built for another model or a newer Engram
    │   ├── StorageFullError       the disk (or the database's size limit) is full; nothing written
    │   └── ReadOnlyStorageError   the database file or its folder cannot be written
    ├── EmbeddingError             the embedding model could not load or run
    ├── LLMError                   the configured LLM failed after bounded retries, or its reply
    │                              did not fit the schema (carries ``model``, ``attempts``)
    ├── ImportFileError            a line of an import file is malformed (carries ``line``)
    ├── NotFoundError              a named thing (an entity) does not exist for that user
    └── DaemonError                the sidecar cannot start, or answered with an unexpected error
        ├── DaemonUnavailableError nothing accepts connections on the socket (nothing was sent)
        └── DatabaseMismatchError  the daemon serves another database file than the one asked for

Third-party exceptions are wrapped at the adapter boundary, so callers only ever catch
``EngramError``.
"""

from __future__ import annotations


class EngramError(Exception):
    """Base class of every error Engram raises on purpose."""


class ValidationError(EngramError):
    """An input failed validation; ``field`` names it and the message says what is allowed."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.reason = message


class EmptyTextError(ValidationError):
    """The text is empty, or only whitespace / invisible characters."""


class TextTooLongError(ValidationError):
    """The text is longer than ``write.max_chars``."""


class InvalidTimeError(ValidationError):
    """A time is not ISO-8601, names an impossible date, has no UTC offset, or is in the future."""


class InvalidUserError(ValidationError):
    """``user_id`` is missing, empty or malformed."""


class InvalidSpeakerError(ValidationError):
    """``speaker`` is not one of user / assistant / system / tool."""


class InvalidMetadataError(ValidationError):
    """``metadata`` is not a JSON object, or cannot be encoded as JSON."""


class ConfigError(EngramError):
    """The configuration (config.toml or an ENGRAM_* variable) is invalid."""


class StorageError(EngramError):
    """SQLite could not complete an operation."""


class ExtensionLoadError(StorageError):
    """A required SQLite extension (sqlite-vec) or module (FTS5) cannot be loaded."""


class SchemaMismatchError(StorageError):
    """The database was created for another embedding model or by a newer Engram."""


class StorageFullError(StorageError):
    """A write found the disk full (SQLITE_FULL: no space left, or the database reached its
    ``max_page_count``); the transaction was rolled back, nothing of it was written."""


class ReadOnlyStorageError(StorageError):
    """The database file (or its folder, or its filesystem) is read-only for this process;
    raised when it is opened, or by a write if it became read-only later (nothing written)."""


class EmbeddingError(EngramError):
    """The embedding model could not be loaded or failed on an input."""


class LLMError(EngramError):
    """The configured LLM (through litellm) failed: a timeout, an HTTP error, or a reply that is
    not the JSON asked for, after ``attempts`` tries. The message never contains the API key.

    Attributes:
        model: the litellm model name ("openai/gpt-4.1-mini").
        attempts: how many requests were made (1 + retries).
        retryable: whether a later attempt may succeed (timeouts, HTTP 5xx/429, malformed
            replies) as opposed to a configuration problem (HTTP 400/401/403/404).
    """

    def __init__(self, message: str, *, model: str, attempts: int, retryable: bool) -> None:
        super().__init__(message)
        self.model = model
        self.attempts = attempts
        self.retryable = retryable


class ImportFileError(EngramError):
    """A line of an import file is malformed; ``line`` is its 1-based number."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.reason = message


class NotFoundError(EngramError):
    """What was asked for does not exist in this user's memory; ``field`` names the argument."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.reason = message


class DaemonError(EngramError):
    """The sidecar daemon cannot start (a live one holds the socket, the path is unusable) or
    answered a request with an error that has no library equivalent (e.g. HTTP 500)."""


class DaemonUnavailableError(DaemonError):
    """Nothing accepts connections on the daemon's socket; the request was not sent."""


class DatabaseMismatchError(DaemonError):
    """The daemon serves another database file than the caller asked for (``--db``)."""
