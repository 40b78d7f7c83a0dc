"""Rule-based claim extraction, English and Korean (DESIGN.md section 3, step 1).

``RuleExtractor`` implements the :class:`consolidator.types.Extractor` protocol offline: sentence
by sentence, with time expressions resolved by :mod:`consolidator.temporal`.
"""

from consolidator.extract.extractor import RuleExtractor, extract_claims, warm_up
from consolidator.extract.sentences import Sentence, split_sentences

__all__ = ["RuleExtractor", "Sentence", "extract_claims", "split_sentences", "warm_up"]
