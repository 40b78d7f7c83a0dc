"""Names of things the rules recognise by kind: organisations, Korean places, life events."""

from __future__ import annotations

import re

from consolidator.extract.lexicon import words

_ORG_WORDS = frozenset(
    words("""
    inc inc. llc ltd ltd. co co. corp corp. corporation company group labs lab media systems
    foods food bank health analytics software studio studios press networks network dental
    insurance architects freight logistics robotics partners consulting solutions
    technologies technology tech industries holdings agency hospital clinic school
    university college outdoor capital ventures enterprises associates brewing pharma
    pharmaceuticals energy motors airlines games entertainment publishing design designs
    works manufacturing retail markets bakery cafe restaurant hotel apotheke gmbh ag sa plc
    dynamics digital global international services collective foundation institute center
    centre union council trust bureau department ministry office brands builders
    construction engineering finance financial bio biotech therapeutics medical learning
    education interactive telecom telecoms communications electronics circuits circuitry
    maps mapping cartography roasters academy legal law accountancy accounting realty
    properties shipping transport haulage aerospace automotive marine chemicals instruments
    devices semiconductors printing packaging publishers records productions pictures films
    broadcasting pharmacy veterinary vets brewery distillery winery
    """)
)


def looks_like_org(name: str) -> bool:
    """Whether a capitalised name reads as an organisation ("Ferro Dynamics Inc", "Corbin & Lake")."""
    words = name.lower().replace(",", " ").split()
    return (
        "&" in name
        or any(w in _ORG_WORDS for w in words[1:])
        or (len(words) == 1 and name.isupper() and len(name) >= 2)
    )


#: Life events worth a dated fact in a long document, where other dated lines are left to the raw
#: episode (a chat message's dated clauses are all kept: they are what the user chose to say).
EVENT_WORDS_EN = re.compile(
    r"(?i)\b(?:surgery|operation|pulled|removed|appointment|check-?up|dentist|doctor|hospital|clinic|vaccin\w*|"
    r"shot|scan|x-?ray|diagnos\w*|interview|exam|test|graduat\w*|wedding|married|engaged|funeral|birthday|"
    r"anniversary|party|concert|festival|conference|workshop|seminar|meeting|trip|flight|fly|flying|flew|travel\w*|"
    r"visit\w*|vacation|holiday|lunch|dinner|date|moved|moving|marathon|half\s+marathon|\d+k|race|ran|"
    r"competition|tournament|match|game|bought|sold|signed|booked|registered|enrolled|started|finished|won|lost|"
    r"stolen|robbed|broke|crashed|accident|injur\w*|sprained|fractured|born|passed\s+away|died|adopted|"
    r"follow-?up|reunion|ceremony|recital|performance|presentation|deadline|launch|opening|move-?in)\b"
)
EVENT_WORDS_KO = re.compile(
    r"결혼|장례|파티|회식|모임|여행|출장|수술|병원|치과|진료|검진|예약|면접|시험|졸업|입학|등록|참석|다녀|도둑|잃어버|"
    r"사고|방문|생일|콘서트|공연|워크숍|세미나|발표|마라톤|대회|놀러|데이트|약속|만났|만나|계약|구매|샀|팔았|"
    r"입원|퇴원|접종|주사|이사|출국|입국|비행|돌잔치|집들이|행사|축제|경기|시합|오셔|오신"
)


#: Korean cities, districts and regions (a general gazetteer) to tell "수원으로 옮겼어요" (a move)
#: from "다인테크로 옮겼어요" (a new employer) when nothing else in the sentence says which.
PLACES_KO = frozenset(
    words(
        "서울|부산|대구|인천|광주|대전|울산|세종|제주|수원|성남|고양|용인|부천|안산|안양|남양주|화성|평택|의정부|"
        "시흥|파주|김포|광명|군포|하남|오산|이천|안성|의왕|양주|구리|포천|동두천|과천|여주|양평|가평|춘천|원주|"
        "강릉|동해|태백|속초|삼척|홍천|청주|충주|제천|천안|공주|보령|아산|서산|논산|계룡|당진|홍성|전주|군산|"
        "익산|정읍|남원|김제|목포|여수|순천|나주|광양|포항|경주|김천|안동|구미|영주|영천|상주|문경|경산|창원|"
        "진주|통영|사천|김해|밀양|거제|양산|서귀포|분당|일산|송도|판교|동탄|위례|광교|산본|평촌|중동|강남|강북|"
        "강동|강서|마포|서초|송파|용산|성동|성북|노원|도봉|은평|관악|동작|영등포|구로|금천|양천|종로|중구|동대문|"
        "서대문|광진|중랑|해운대|수영|기장|청라|부평|미추홀|연수|유성|둔산|수성|달서|목동|잠실|합정|홍대|신촌|"
        "이태원|성수|망원|연남|경기도|강원도|충청도|전라도|경상도|제주도|"
        # new towns and neighbourhoods people move to, and county seats
        "삼송|미사|다산|별내|운정|검단|영종|배곧|마곡|문정|고덕|강일|감일|옥정|화정|원흥|해방촌|상암|신림|봉천|"
        "방배|반포|압구정|청담|개포|수서|천호|풍납|석촌|신도림|여의도|당산|문래|수내|야탑|죽전|기흥|영통|매탄|"
        "호매실|병점|봉담|향남|오송|오창|노은|센텀|남포|동래|장유|율하|남악|조치원|혁신도시|양양|태안|단양|횡성|"
        "평창|정선|영월|철원|화천|양구|울진|영덕|청송|거창|하동|남해|완도|해남|강진|보성|고흥|담양|곡성|"
        "구례|무주|진안|부안|고창|함평|신안|서천|청양|금산|옥천|괴산|진천|증평",
        sep="|",
    )
)
_PLACE_SUFFIX_KO = re.compile(r"(?:특별시|광역시|시|구|동|군|읍|면|리|도)$")
#: Common nouns that end in a place suffix (친구 is no district, 운동 no neighbourhood).
_NOT_PLACE_TAIL = re.compile(
    r"(?:친구|가구|도구|연구|야구|농구|배구|탁구|족구|입구|출구|문구|운동|활동|행동|이동|감동|자동|노동|"
    r"정도|속도|온도|제도|태도|요리|관리|처리|거리|머리|소리|자리|화면|라면|측면|도시|다시|잠시|장군)$"
)
#: One-syllable stems that do name districts ("중구", "동구"); other suffixed names have two or more.
_SHORT_DISTRICTS = frozenset(words("중구 동구 서구 남구 북구 중동 목동", sep=" "))


def is_place_ko(word: str) -> bool:
    """Whether a Korean noun phrase names a place (a known city or district, or a place suffix)."""
    w = word.replace(" ", "")
    return (
        w in PLACES_KO
        or any(w.startswith(p) and len(w) - len(p) <= 1 for p in PLACES_KO)
        or w in _SHORT_DISTRICTS
        or bool(_PLACE_SUFFIX_KO.search(w) and len(w) >= 3 and not _NOT_PLACE_TAIL.search(w))
    )
