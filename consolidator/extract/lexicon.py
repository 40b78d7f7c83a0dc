"""Closed word classes the rules consult: pet species, medication shapes, plan tiers, roles, kin.

These are general vocabularies of English and Korean (what a beagle or a 철분제 is), not lists of
the names or places of any dataset. Every entry is lower-case; look-ups fold case first.
"""

from __future__ import annotations

import re


def words(spec: str, sep: str | None = None) -> tuple[str, ...]:
    """The entries of a word list written as one string (whitespace- or ``sep``-separated)."""
    return tuple(w.strip() for w in spec.split(sep) if w.strip())


# --- pets -----------------------------------------------------------------------------------------

PET_SPECIES_EN = frozenset(
    words("""
    dog puppy pup cat kitten kitty rabbit bunny hamster hedgehog parakeet budgie parrot
    cockatiel canary finch tortoise turtle terrapin fish goldfish betta guppy lizard gecko
    iguana chameleon snake python axolotl frog chinchilla ferret gerbil rat mouse guinea pig
    degu horse pony donkey goat chicken hen duck pig beagle maltese poodle labrador
    retriever golden corgi dachshund husky shiba terrier bulldog chihuahua pug spaniel
    shepherd schnauzer pomeranian bichon collie dalmatian greyhound whippet doodle
    labradoodle cockapoo sheepdog mutt rottweiler boxer doberman samoyed akita malamute
    setter pointer siamese persian ragdoll sphynx bengal tabby maine coon
    lurcher staffie springer vizsla weimaraner westie yorkie pitbull moggy calico budgerigar
    cockatoo lovebird macaw conure tarantula mare gelding stallion foal filly colt cob
    hound basset bloodhound beagle-cross kit hog piglet alpaca llama sheep lamb tortie
    goldendoodle cavapoo cavoodle maltipoo scottie sheltie greyhound-cross tomcat
    newfoundland newfie mastiff bernese leonberger dane
    bird parrotlet galah rosella lorikeet kakariki dove pigeon quail rooster cockerel goose koi
    tetra cichlid skink tegu uromastyx boa kingsnake staffy staffordshire kelpie heeler
    papillon basenji saluki borzoi cavy burmese birman abyssinian tonkinese manx himalayan
    savannah ragamuffin havanese lhasa frenchie rottie cavachon cockerpoo bernedoodle
    lop pooch moggie reptile lionhead rex netherland holland angora lab
    """)
) | {"guinea pig", "maine coon", "border collie", "golden retriever", "french bulldog",
   "jack russell", "shih tzu", "bearded dragon", "hermit crab", "pit bull", "sausage dog",
   "great dane", "saint bernard", "st bernard", "bernese mountain dog", "corn snake",
   "ball python", "leopard gecko", "blue-tongue lizard", "blue tongue lizard", "sugar glider",
   "cattle dog", "russian blue", "british shorthair", "scottish fold", "devon rex", "cornish rex",
   "norwegian forest cat", "ginger tom", "sled dog", "rescue dog", "rescue cat", "lop-eared rabbit", "mini lop",
   "holland lop"}

PET_SPECIES_KO = words(
    "강아지|고양이|냥이|토끼|햄스터|고슴도치|앵무새|잉꼬|카나리아|거북이|거북|물고기|금붕어|구피|베타|도마뱀|게코|이구아나|뱀|기니피그|페럿|친칠라|말티즈|푸들|비글|진돗개|시바견|시바|시츄|포메라니안|포메|치와와|리트리버|웰시코기|코기|닥스훈트|비숑|슈나우저|보더콜리|골든리트리버|래브라도|허스키|불독|퍼그|요크셔테리어|테리어|믹스견|말티푸|말티숑|폼피츠|스피츠|사모예드|미니핀|코카스파니엘|비글믹스|러시안블루|페르시안|샴|코숏|먼치킨|스코티시폴드|랙돌|뱅갈|햄찌|유기견|유기묘|반려견|반려묘|노견|노묘|댕댕이|멍멍이|개냥이|새끼 고양이|아기 고양이|강아지 한 마리|열대어|소라게|달팽이|타란툴라|병아리|닭|오리|문조|십자매|모란앵무|사랑앵무|코뉴어|왕관앵무|금화조|메추리|햄토리|저빌|슈가글라이더|미어캣|레오파드게코|크레스티드게코|비어디드래곤|자라|장수풍뎅이|사슴벌레|라쿤|말라뮤트|풍산개|삽살개|코리안숏헤어|브리티시숏헤어|아비시니안|노르웨이숲|샴고양이",
    sep="|",
)

# --- medication -----------------------------------------------------------------------------------

MED_WORDS_EN = frozenset(
    words("""
    aspirin paracetamol acetaminophen tylenol advil motrin aleve naproxen ibuprofen
    melatonin insulin metformin antibiotics antibiotic antihistamine antihistamines
    antidepressant antidepressants painkiller painkillers medication medications meds
    medicine pills pill tablets capsules supplement supplements vitamin vitamins probiotics
    probiotic inhaler steroids prednisone zyrtec claritin allegra benadryl xanax zoloft
    prozac lexapro adderall ritalin ozempic wegovy lipitor synthroid eliquis warfarin
    heparin estrogen progesterone contraceptive contraceptives iron magnesium zinc creatine
    folic biotin multivitamin multivitamins b12 omega-3 glucosamine
    calcium potassium selenium lithium chromium iodine electrolytes co-amoxiclav augmentin
    nexium prilosec pepcid tums gaviscon rennie imodium sudafed mucinex flonase nasonex
    lyrica keppra humira valium ambien wellbutrin effexor cymbalta celexa paxil abilify
    seroquel lamictal topamax tegretol singulair ventolin symbicort advair epipen
    crestor zocor norvasc glucophage jardiance januvia trulicity mounjaro plavix xarelto
    coumadin lasix prednisolone dexamethasone hydrocortisone voltaren nurofen calpol
    piriton benylin lemsip strepsils ensure accutane retin-a tretinoin doxy amox
    statins beta-blockers
    ashwagandha turmeric curcumin elderberry echinacea ginseng ginkgo collagen spirulina
    valerian chlorella quercetin coq10 l-theanine 5-htp psyllium
    """)
)
_MED_SUFFIX_EN = re.compile(
    r"(?:cillin|mycin|cycline|floxacin|oxacin|azole|prazole|tidine|tadine|triptan|profen|olol|pril|"
    r"sartan|statin|dipine|oxetine|aline|azepam|azolam|codone|morphine|cetamol|mab|tinib|gliptin|"
    r"formin|lukast|olone|asone|isone|thyroxine|parin|xaban|ovir|amide|thiazide|setron|pramine|"
    r"tonin|izine|afil|dronate|vastatin|ximab|zumab|semide|lamine|fenac|coxib|quine|adine|idine|azine|"
    r"apine|etine|oxine|olone|oxin|glitazone|gatran|zodone|tyline|ipramine|sartan|cycline|alopram|ipram|sulfate|sulphate|"
    r"amol|terol|yzine|aprine|azosin|caine|codeine|dopa|gabalin|pentin|tropium|zepam|zolam|"
    # cephalexin, tramadol, methotrexate, allopurinol, venlafaxine, bupropion, buspirone, tamsulosin,
    # finasteride, phenytoin, dimenhydrinate, budesonide, glipizide, semaglutide, empagliflozin ...
    r"alexin|adol|otrexate|purinol|faxine|opion|spirone|ulosin|steride|ytoin|urantoin|dramine|onide|"
    r"glipizide|glutide|flozin|imibe|ogrel|darone|tinoin|lactone|gestrel|sterone|trigine|acetam|iramate|"
    r"phenidate|facine|afinil|trexone|orphine|minophen|xicam|chicine|olimus|sporine|binafine|methrin|"
    r"mectin|uroxime|riaxone|dinir|ephrine|edilol|etalol|apamil|tiazem|fenesin|methorphan|thiazide)$"
)
_MED_HEAD_EN = re.compile(
    r"\b(?:supplements?|pills?|tablets?|capsules?|drops|tablets|meds|medication|medicine|"
    r"spray|inhaler|injections?|shots?|patch(?:es)?|gummies|syrup|ointment|cream|gel|lozenges?|blockers?|"
    r"epipen|jabs?|relax(?:er|ant)s?|"
    r"(?:fish|liver|primrose|krill|flaxseed|cbd|hemp|omega|evening\s+primrose)\s+oil)$"
)

MED_WORDS_KO = words(
    "멜라토닌|비타민|유산균|오메가3|오메가|인슐린|이부프로펜|타이레놀|아스피린|루테인|마그네슘|아연|프로바이오틱스|콜라겐|엽산|철분|흡입기|스프레이|점안액|인공눈물|네뷸라이저|"
    "프로폴리스|홍삼|밀크씨슬|글루코사민|칼슘|비오틴|코엔자임|크릴오일|쏘팔메토|스테로이드|항생제|한약",
    sep="|",
)
_MED_SUFFIX_KO = re.compile(r"(?:약|제|정|시럽|캡슐|주사|연고|패치|린|롤|펜|졸|딘|신|틴|민)$")
_NOT_MED_KO = frozenset(
    {
        "예약",
        "계약",
        "절약",
        "요약",
        "약속",
        "공약",
        "문제",
        "숙제",
        "경제",
        "주제",
        "과제",
        "제",
        "기록",
        "결제",
        "체제",
        "인정",
        "일정",
        "결정",
        "걱정",
        "감정",
        "밥",
        "점심",
        "저녁",
        "아침",
    }
)


def is_medication_en(phrase: str) -> bool:
    """Whether an English noun phrase names a medication or supplement."""
    p = phrase.lower().strip()
    if not p:
        return False
    words = p.split()
    if any(w.strip(",.") in MED_WORDS_EN for w in words):
        return True
    return bool(_MED_SUFFIX_EN.search(words[-1]) or _MED_HEAD_EN.search(p))


_NOT_MED_ENDING_KO = re.compile(
    r"(?:요금제|정액제|회원제|구독제|통신|혁신|정신|제약|계약|예약|(?<!관)절약|공약|조약|서약|협약|요약|활약|문제|숙제|경제|주제|과제|체제|결제|일정|결정|감정|걱정|인정|과정|사정|가정|지정|정정)$"
)


def is_medication_ko(phrase: str) -> bool:
    """Whether a Korean noun phrase names a medicine (편두통약, 철분제, 멜라토닌 ...)."""
    p = phrase.replace(" ", "")
    if not p or p in _NOT_MED_KO or len(p) < 2:
        return False
    if any(w in p for w in MED_WORDS_KO):
        return True
    if _NOT_MED_ENDING_KO.search(p) or is_activity_ko(p):
        return False  # "바이올린" ends like 인슐린 and is an instrument
    return bool(_MED_SUFFIX_KO.search(p))


# --- plans and tiers ------------------------------------------------------------------------------

TIER_WORDS = frozenset(
    words("""
    basic standard premium plus pro gold silver bronze platinum diamond titanium unlimited
    family student starter lite light essential essentials advanced business enterprise free
    individual duo ultimate elite deluxe max mini economy value core personal professional
    classic base regular super growth scale ultra prime flex select choice team
    annual monthly yearly off-peak anytime gigabit superfast
    ad-free ad-supported no-ads midi maxi mega medium
    """)
)
TIER_WORDS_KO = words(
    "베이직|스탠다드|그로스|울트라|스케일|프라임|스탠더드|프리미엄|플러스|프로|골드|실버|브론즈|플래티넘|다이아|무제한|라이트|패밀리|스타터|비즈니스|엔터프라이즈|무료|기본형|고급형|일반형|슬림|맥스|미니|에센셜|디럭스|레귤러|언리미티드|얼티밋|엘리트|어드밴스드|베이식|프로페셔널|밸류|듀오|스페셜|VIP|vip|기가|광랜|솔로|미디엄|미들|스몰",
    sep="|",
)
DATA_SIZE = re.compile(
    r"^\d+(?:[.,]\d+)?\s?(?:gb|mb|tb|gig|gigs|mbps|gbps|kbps|기가|메가|테라|기가바이트|메가바이트|"
    r"g|m)$",
    re.I,
)
PLAN_WORDS_EN = re.compile(
    r"\b(?:plan|tier|subscription|membership|package|bundle|pass|punch[- ]?card)(?:es|s)?\b", re.I
)
PLAN_WORDS_KO = re.compile(r"요금제|플랜|등급|멤버십|구독|요금|상품|이용권|정기권|패스|정기\s*결제")
#: Services one holds a plan or pass of ("공유오피스는 고정석으로 옮겼어요", "요가원은 3개월권으로
#: 바꿨어요"): with one of these as the topic, "X(으)로 바꿨어요" names a tier even without a plan
#: word. Devices and carriers are not among them: "휴대폰은 아이폰으로 바꿨어요" names no tier.
SUBSCRIBED_SERVICE_KO = re.compile(
    r"공유\s*오피스|코워킹|요가원|필라테스|헬스장|피트니스|수영장|클라이밍장|OTT|넷플릭스|넷플|티빙|웨이브|왓챠|"
    r"디즈니\s*플러스|유튜브\s*프리미엄|멜론|스포티파이|스트리밍|클라우드|백업|전자책|원두|밀키트|정기\s*배송|"
    r"공공자전거|따릉이|게임\s*(?:패스|구독)|회원권|스터디\s*카페|독서실|신문|세차|정기\s*구독|PT|피티"
)

#: service words -> qualifier of a plan (which plan of the user it is).
_SERVICES: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            r"\b(?:phone|mobile|cell(?:ular)?|sim|carrier)\b|휴대폰|핸드폰|휴대전화|폰|데이터|모바일|통신",
            re.I,
        ),
        "phone",
    ),
    (
        # "mostly on wifi" says how a phone is used, not which plan
        re.compile(r"\b(?:internet|broadband|fib(?:er|re)|(?<!on\s)(?<!over\s)(?<!via\s)(?<!using\s)wi-?fi)\b|인터넷|와이파이|광랜", re.I),
        "internet",
    ),
    (re.compile(r"\b(?:cloud|storage|backup)\b|클라우드|저장", re.I), "cloud storage"),
    (re.compile(r"\b(?:gym|fitness)\b|헬스|피트니스", re.I), "gym"),
    (re.compile(r"\b(?:streaming|music|video)\b|스트리밍|음악|영상", re.I), "streaming"),
    (re.compile(r"\b(?:meal[- ]?kits?|meal\s+box|recipe\s+box)\b|밀키트", re.I), "meal kit"),
    (
        re.compile(r"\b(?:bike[- ]?share|bike\s+pass|cycle\s+hire)\b|공공자전거|따릉이|자전거", re.I),
        "bike share",
    ),
    (re.compile(r"\baudio-?books?\b|\baudible\b", re.I), "audiobooks"),
    (re.compile(r"\bcar\s*wash(?:es)?\b", re.I), "car wash"),
    (re.compile(r"\b(?:wine|coffee|beer|book|cheese|snack)\s+(?:club|subscription|box)\b", re.I), "club"),
    (re.compile(r"\b(?:newspaper|magazine|news\s+app)\b", re.I), "news"),
    (re.compile(r"\b(?:vpn|password\s+manager)\b", re.I), "software"),
    (re.compile(r"\b(?:energy|electricity|tariff)\b", re.I), "energy"),
    (re.compile(r"\b(?:pilates|yoga|barre)\b|\b(?:spin|climbing)\s+(?:studio|class(?:es)?|gym|wall)\b|\bclass\s+pack\b", re.I), "studio"),
    (re.compile(r"\bco-?working\b|\bshared\s+office\b", re.I), "coworking"),
    (re.compile(r"\bcar[- ]?shar\w*|\bcar\s+club\b", re.I), "car share"),
    # "data" alone is weak: "200GB for all my data" is a cloud plan when the sentence names one.
    (re.compile(r"\bdata\b", re.I), "phone"),
)


def is_tier(phrase: str) -> bool:
    """Whether ``phrase`` looks like a plan tier ("Silver", "500 Mbps", "30기가", "무제한")."""
    p = phrase.strip().strip("'\"")
    p = re.sub(r"(?<=\S)\s*짜리$", "", p)  # "10회짜리", "30장짜리": the size itself
    if not p:
        return False
    if re.fullmatch(r"\d+\s*(?:장|회|매)", p):
        return True  # "30장", "20회": prints or sessions of a subscription or a pass
    if DATA_SIZE.match(p) or re.match(
        r"^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+\w+\s+(?:a|per)\s+(?:week|month|day)$",
        p,
        re.I,
    ):
        return True
    words = p.lower().split()
    if words and words[-1] in ("plan", "tier") and len(words) > 1:
        words = words[:-1]
    if words and all(w in TIER_WORDS for w in words):
        return True
    if len(words) == 2 and words[-1] in TIER_WORDS and phrase.strip()[:1].isupper():
        return True  # "Spotify Premium", "Netflix Standard"
    if re.search(
        r"(?:\d+\s*(?:일|주|개월|달|년|회|분|시간)권|\d+\s*(?:일|년|개월|달|주)\s*(?:회원권|이용권|정기권)|[연월주]간권|평일권|주말권|"
        r"무제한권|종일권|자유이용권|(?:연간|월간|주간|평일|주말|종일|무제한)\s*(?:이용권|정기권|패스))$",
        p,
    ) or p in ("정기권", "이용권"):
        return True  # "연간권", "30일권", "1시간권": a pass is a tier of its service ("킥보드 패스" is none)
    if re.fullmatch(
        r"주\s*\d+\s*회(?:\s*플랜)?|월\s*\d+\s*(?:회|권|편)|\d+\s*인(?:용)?|광고형|무광고|광고\s*없는|"
        # sizes of a delivery or a box: "5식", "20식", "주 3끼", "2인분"
        r"(?:주\s*|월\s*)?\d+\s*(?:식|끼|인분|팩|병|박스)|"
        # kinds of a product line: "실속형", "표준형", "알뜰형"
        r"(?:실속|표준|기본|일반|고급|경제|알뜰|절약|베이직|프리미엄|스탠다드|라이트|슬림)\s*형|"
        # editions of a paper or a magazine: "디지털판", "주말판", "전체판"
        r"(?:디지털|종이|모바일|주말|평일|전체|온라인|조간|석간|통합|일요|토요)\s*판|"
        # classes of a gym or a school by their schedule: "평일반", "종일반", "매일반", "주말반"
        r"(?:평일|주말|종일|매일|오전|오후|저녁|새벽|야간|주간)\s*반",
        p,
    ):
        return True  # "주 3회", "2인용": a size of a meal kit or a streaming plan
    if re.fullmatch(
        r"(?:월간|연간|분기|반기|1년|6개월|3개월)\s*(?:결제|구독|플랜|요금제|멤버십|이용권)?", p
    ):
        return True  # "분기 결제", "연간 구독": a billing period is the tier of a subscription
    if p in ("기본", "일반", "표준", "고급"):
        return True  # only as whole words: "고급 요리 클래스" is no tier
    if re.fullmatch(r"[SMLX]{1,3}\s*(?:박스|사이즈|팩|세트)|(?:스몰|미디엄|라지|점보)\s*(?:박스|사이즈|팩|세트)?"
                    r"|(?:싱글|커플|더블|패밀리|가족|[1-6]인)\s*(?:박스|팩|세트)", p, re.I):
        return True  # "S박스", "라지 사이즈", "커플 박스": the size of a box subscription
    # "프리미엄", "플러스2", "프로 플랜": a tier word, then at most a number or a plan word
    # ("프로폴리스" starts with 프로 and is none).
    return any(
        p == t
        or (p.startswith(t) and re.fullmatch(r"[\s\dA-Za-z+]*(?:요금제|플랜|등급|멤버십|회원|형|형태)?", p[len(t) :]))
        for t in TIER_WORDS_KO
    )


def plan_service(text: str) -> str | None:
    """The service a plan belongs to, when ``text`` names one ("phone", "internet", ...)."""
    for pattern, name in _SERVICES:
        if pattern.search(text):
            return name
    return None


# --- people ---------------------------------------------------------------------------------------

FAMILY_EN = frozenset(
    words("""
    mother mom mum mommy father dad daddy sister brother sis bro son daughter kid kids child
    children grandmother grandma granny grandfather grandpa granddad aunt auntie uncle
    cousin niece nephew parents sibling siblings stepmother stepmom stepfather stepdad
    stepsister stepbrother stepson stepdaughter twin mother-in-law father-in-law
    sister-in-law brother-in-law grandson granddaughter
    """)
)
PARTNER_EN = frozenset(
    words("""
    wife husband girlfriend boyfriend fiance fiancé fiancee fiancée partner spouse
    """)
)
KNOWS_EN = frozenset(
    words("""
    friend colleague coworker co-worker manager boss neighbour neighbor flatmate roommate
    housemate teammate classmate mentor supervisor landlord landlady lead assistant mate
    buddy pal therapist doctor dentist trainer coach tutor teacher
    """)
) | {"best friend", "project lead", "team lead", "tech lead", "line manager"}

FAMILY_KO = words(
    "어머니|엄마|아버지|아빠|언니|오빠|누나|형|남동생|여동생|동생|아들|딸|할머니|할아버지|이모|고모|삼촌|외삼촌|사촌|조카|부모님|시어머니|장모님|형님|누님|"
    "처남|처제|처형|시누이|시동생|매형|매제|형부|제부|올케|새언니|시아버지|장인|장모|며느리|사위|손자|손녀|숙모|이모부|고모부|큰아버지|작은아버지",
    sep="|",
)
PARTNER_KO = words("남편|아내|와이프|남자친구|여자친구|남친|여친|약혼자|애인|신랑|신부", sep="|")
KNOWS_KO = words("친구|동료|팀장님|팀장|상사|룸메이트|이웃|선배|후배|매니저|사수", sep="|")

# --- roles and occupations ------------------------------------------------------------------------

OCCUPATION_HEAD_EN = re.compile(
    r"(?:er|or|ist|ian|ant|ent|eer|ive|man|woman|person|chef|cook|nurse|doctor|surgeon|"
    r"dentist|lawyer|teacher|tutor|coach|pilot|clerk|agent|analyst|architect|artist|barista|"
    r"cashier|consultant|coordinator|generalist|specialist|officer|intern|trainee|associate|"
    r"apprentice|vet|medic|paramedic|midwife|judge|scientist|engineer|editor|director|head|lead|"
    r"chief|ceo|cto|cfo|coo|vp|president|founder|owner|staff|rep|representative|guide|"
    r"maid|nanny|model|actor|actress|poet|monk|priest|pastor|cleaner|sitter|walker|tech|aide|"
    r"hygienist|paralegal|technician|planner|adjuster|accountant|assistant)$"
)
#: The last word of a health condition ("type 2 diabetes", "celiac disease", "a torn ACL").
CONDITION_HEAD_EN = re.compile(
    r"(?i)(?:asthma|diabetes|arthritis|eczema|psoriasis|migraines?|epilepsy|hypertension|anemia|"
    r"anaemia|adhd|autism|anxiety|depression|insomnia|apnea|apnoea|celiac|coeliac|ibs|gerd|reflux|"
    r"lupus|crohn's|crohn’s|tinnitus|vertigo|sciatica|scoliosis|hypothyroidism|hyperthyroidism|"
    r"cancer|disease|disorder|syndrome|deficiency|infection|condition|allergies|intolerance|"
    r"hay\s*fever|hayfever|fibromyalgia|endometriosis|glaucoma|cataracts?|gout|bronchitis|"
    r"sinusitis|tendinitis|tendonitis|concussion|dermatitis|rosacea|acne|long\s+covid|covid|flu)"
)
#: What an allergen family covers, for the fact text ("shellfish" -> shrimp, crab, ...): a
#: question about a dish then shares a word with the allergy.
ALLERGEN_FAMILIES_EN: dict[str, tuple[str, ...]] = {
    "shellfish": ("shrimp", "prawns", "crab", "lobster", "crayfish", "mussels", "clams", "oysters",
                  "scallops"),
    "seafood": ("fish", "shrimp", "prawns", "crab", "lobster", "mussels", "clams", "oysters"),
    "fish": ("salmon", "tuna", "cod", "anchovies", "sardines"),
    "tree nut": ("almonds", "walnuts", "cashews", "pecans", "pistachios", "hazelnuts"),
    "tree nuts": ("almonds", "walnuts", "cashews", "pecans", "pistachios", "hazelnuts"),
    "nut": ("peanuts", "almonds", "walnuts", "cashews", "pecans", "pistachios", "hazelnuts"),
    "peanut": ("peanut butter", "satay"),
    "dairy": ("milk", "cheese", "butter", "cream", "yogurt", "ice cream"),
    "milk": ("cheese", "butter", "cream", "yogurt", "ice cream"),
    "lactose": ("milk", "cheese", "cream", "ice cream"),
    "gluten": ("wheat", "bread", "pasta", "barley", "rye"),
    "wheat": ("bread", "pasta", "flour"),
    "egg": ("omelette", "mayonnaise", "meringue"),
    "soy": ("tofu", "soy sauce", "edamame", "miso"),
    "sesame": ("tahini", "hummus", "sesame oil"),
}  # fmt: skip
NOT_OCCUPATION_EN = frozenset(
    words("""
    vegetarian vegan pescatarian beginner member fan person lover user customer owner type
    believer morning night early later regular newcomer local native foreigner perfectionist
    introvert extrovert optimist pessimist resident residents
    """)
)
#: People named by a pastime, not a trade ("I'm a runner", "I'm a big gamer"): without an employer
#: they are no job title (with one, "a runner at Pinewood Studios", they are).
HOBBYIST_EN = frozenset(
    words("""
    runner jogger swimmer cyclist climber boulderer hiker trekker rambler surfer skier
    snowboarder skater skateboarder golfer gamer reader bookworm knitter quilter crocheter
    birder birdwatcher angler rower kayaker canoeist triathlete marathoner camper backpacker
    foodie cinephile stargazer sketcher
    """)
)
ROLE_SUFFIX_KO = re.compile(
    r"(?:자|원|사|직|작가|전문가|분석가|번역가|사업가|예술가|음악가|화가|너|케터|디터|이터|니어|리드|리더|장|관|턴트|리스트|니스트|생|코치|교사|강사|도우미|멘토|대표|기사|라이더|튜터|"
    r"심판|셰프|봉사자|리더|위원|간사|총무|회장|반장|매니저|알바생|인턴|이사|대리|과장|차장|부장|"
    r"주임|사원|선생님|작가|편집자|스태프|지휘자|단원|코디|플래너|에디터|마케터|리드|운영진|운영자)$"
)
ORG_TEAM_KO = re.compile(r"(?:팀|본부|사업부|연구소|부서|그룹|랩|센터|연구실)$")
#: Words that are certainly job or role titles (used to tell "X에서 일해요" employers from roles).
ROLE_WORDS_KO = re.compile(
    r"(?:관리자|담당자|기획자|개발자|디자이너|엔지니어|연구원|회사원|직원|사원|대리|과장|차장|부장|팀장|실장|"
    r"본부장|사장|대표|이사|매니저|마케터|에디터|작가|기자|교사|강사|선생님|간호사|의사|약사|변호사|회계사|"
    r"세무사|요리사|미용사|코치|심판|멘토|리더|리드|지휘자|도우미|봉사자|알바생|인턴|컨설턴트|애널리스트|"
    r"분석가|전문가|플래너|기사|라이더|셰프|바리스타|트레이너|상담사|통역사|번역가|설계사|경찰|소방관|공무원|"
    r"군인|학생|대학생|대학원생|프리랜서|펫시터|베이비시터|튜터|코디네이터|가이드|회장|총무|반장|위원|간사|"
    r"단원|스태프|주임|선임|책임|수석|점장|교수|조교|사서|파일럿|승무원|판사|검사|목사|신부|수녀)$"
)

# --- cues -----------------------------------------------------------------------------------------

VOLUNTEER_CUE = re.compile(
    # community groups whose roles are unpaid: scouting, lifeboats, parish, residents' groups
    r"\b(?:cub\s+scouts?|scouts?\s+(?:pack|troop|group|leader)|scouting|brownies|girl\s+guides|beavers|lifeboats?|rnli|"
    r"pta|pto|parish\s+council|neighbou?rhood\s+(?:association|watch)|residents['’]?\s+association|"
    r"homeowners['’]?\s+association|tenants['’]?\s+association|food\s+bank|soup\s+kitchen|hospice|special\s+constable|"
    r"girl\s+guides?|guide\s+leader|brownie\s+leader|samaritans|parkrun|marshal(?:l?ing|s)?)\b|"
    r"\bvolunteer\w*|\bvoluntar(?:y|ily)\b|\bunpaid\b|\bnot\s+(?:a\s+)?paid\b|\bpro\s+bono\b|\bfor\s+free\b|"
    r"\bwithout\s+pay\b|\bcharity\b|\bno\s+pay\b|봉사|자원봉사|돈은?\s*안\s*받|무급|무료로|재능\s*기부|무보수",
    re.I,
)
#: Roles that are unpaid by nature: with an organisation they name a volunteer role, not an employer.
UNPAID_ROLE_EN = re.compile(
    r"(?i)\b(?:mentor|volunteer|trustee|governor|treasurer|befriender|listener|marshal|steward|buddy|special\s+constable|"
    r"docent|scout\s+leader|guide\s+leader|cub\s+leader|chair(?:person|man|woman)?)s?$"
)
#: Places and causes served by volunteers, not employers of the user saying so: "a crisis
#: helpline", "the animal rescue", "the homeless shelter", "a care home", "the lifeboat".
COMMUNITY_PLACE_EN = re.compile(
    r"(?i)\b(?:(?:crisis|support|help|advice)\s*(?:line|lines)|hotline|helpline|listening\s+service|"
    r"(?:animal|dog|cat|horse|wildlife|hedgehog|bird)\s+(?:rescue|sanctuary|shelter|hospital|trust)|rescue\s+centre|"
    r"(?:homeless|night|women's|women’s|winter)\s+shelter|shelter|food\s*bank|food\s+pantry|soup\s+kitchen|community\s+(?:fridge|kitchen|pantry|garden|centre|center|larder)|"
    r"care\s+home|nursing\s+home|retirement\s+home|hospice|refugees?|asylum\s+seekers|lifeboats?|"
    r"(?:wildlife|national|conservation|heritage|canal|woodland)\s+trust|repair\s+caf[eé]|youth\s+(?:club|centre|center|group)|"
    r"charity|charity\s+shop|meals\s+on\s+wheels|hospital\s+radio|literacy\s+(?:project|scheme|charity)|tenants['’]?\s+union)s?\b"
)
SIDE_JOB_CUE = re.compile(
    r"\bside\s+(?:hustle|job|gig|business|income)\b|\bon\s+the\s+side\b|\bgig\b|\bfreelanc\w*|"
    r"\bcommissions?\b|\bextra\s+(?:cash|money|income)\b|\bon\s+top\s+of\s+(?:my|the)\s+(?:day|main|full-time|regular|normal)\s+job\b|\bto\s+order\b|\b(?:little\s+)?earner\b|\bpay\s+(?:for|the)\b|\bearn\w*\b|"
    r"\bpart[- ]time\b|\bmoonlight\w*|\b(?:they|she|he|it)\s+pays?\s+(?:me|well|cash|by|per)\b|\bfor\s+(?:the\s+)?(?:money|cash|pay)\b|\bpaid\s+(?:surveys?|gigs?|tasks?|shifts?|commissions?|sessions?)\b|\bside\s+thing\b|"
    # gig platforms
    r"\b(?:uber|lyft|doordash|deliveroo|instacart|grubhub|postmates|etsy|fiverr|upwork|taskrabbit|rover)\b|\bpaid\s+me\b|\bper\s+(?:gig|game|shift|session|hour)\b|\b(?:bucks|quid)\s+(?:a|per)\b|\bpaid\s+(?:per|by\s+the|for\s+each|cash)\b|\bget\s+paid\b|\bpocket\s+money\b|\bside\s+income\b|\bmake\s+ends\s+meet\b|부업|알바|아르바이트|외주|투잡|쓰리잡|[2-3N]\s*잡|사이드\s*잡|사이드\s*프로젝트|겸업|용돈\s*벌|용돈벌이|생활비|부수입|"
    r"본업|프리랜|돈\s*벌|수입|시급|일당|건당",
    re.I,
)
HOBBY_CUE = re.compile(
    r"\bhobb(?:y|ies)\b|\bfor\s+fun\b|\bfree\s+time\b|\bspare\s+time\b|취미|여가", re.I
)

#: Activities that are not gerunds ("yoga", "pottery"); gerunds are recognised by their form.
ACTIVITIES_EN = frozenset(
    words("""
    yoga pilates pottery ballet tennis badminton calligraphy golf chess karate judo
    taekwondo aikido kendo crossfit parkour archery origami photography football soccer
    basketball volleyball baseball softball cricket rugby hockey lacrosse squash ping-pong
    polo tai chi zumba aerobics guitar piano violin cello drums ukulele bass saxophone flute
    trumpet crochet embroidery woodwork carpentry sculpture sculpting ceramics painting
    drawing gardening meditation poetry improv theatre theater choir karaoke salsa tango
    bachata ballroom skateboarding snowboarding surfing climbing bouldering running jogging
    swimming cycling hiking camping fishing sewing knitting baking cooking dance dancing
    boxing kickboxing mma fencing rowing kayaking canoeing sailing diving scuba snorkeling
    triathlon marathon birdwatching astronomy gaming lego puzzles sudoku trivia bridge poker
    darts bowling billiards pool frisbee quidditch roller derby pickleball padel curling
    handball netball spikeball parkrun orienteering cross-stitch needlepoint quilting
    scrapbooking calligraphy beekeeping birding genealogy cosplay larping miniatures
    warhammer bouldering snooker croquet bowls skiing crosswords crossword wordle jigsaws
    whistle fiddle banjo mandolin accordion harp harmonica clarinet oboe trombone tuba
    bagpipes bodhran concertina jiu-jitsu jujitsu bjj capoeira hapkido wushu sambo wrestling
    paddleboarding paddleboard skating rollerblading longboarding bouldering slacklining
    five-a-side futsal stargazing backgammon mahjong scrabble dominoes cribbage
    leatherwork metalwork needlework beadwork patchwork marquetry taxidermy
    """)
) | {"tai chi", "muay thai", "kung fu", "krav maga", "wing chun", "roller derby", "ice skating", "rock climbing", "table tennis", "board games",
     "board game", "video games", "jigsaw puzzles", "model trains", "model railways"}


#: Korean leisure activities (sports, crafts, music, games): "X를 해요 / 다녀요" with one of these is a hobby.
ACTIVITIES_KO = words(
    "요가|필라테스|수영|러닝|달리기|조깅|마라톤|등산|트레킹|클라이밍|볼더링|볼링|테니스|배드민턴|탁구|골프|스쿼시|복싱|킥복싱|"
    "주짓수|검도|태권도|유도|합기도|펜싱|양궁|승마|발레|댄스|스윙|살사|탱고|줌바|방송댄스|뜨개질|코바늘|자수|퀼트|베이킹|"
    "홈베이킹|요리|캠핑|낚시|서핑|스키|스노보드|보드|스케이트|스케이트보드|인라인|롱보드|자전거|라이딩|사이클|헬스|"
    "크로스핏|축구|풋살|농구|야구|배구|당구|바둑|체스|기타|피아노|우쿨렐레|드럼|바이올린|첼로|플루트|색소폰|칼림바|노래|"
    "합창|보컬|그림|수채화|유화|드로잉|크로키|캘리그라피|서예|도예|도자기|물레|목공|가죽공예|공예|사진|필름카메라|독서|"
    "글쓰기|필사|명상|가드닝|식물|다도|보드게임|퍼즐|레고|프라모델|스쿠버|다이빙|프리다이빙|카약|패들보드|웨이크보드|"
    "러닝크루|마라톤|줄넘기|걷기|산책|천연비누|향수|캔들|비즈|뜨개|니팅|타로|와인|홈카페|라틴댄스|재즈댄스|폴댄스|스윙댄스|"
    "탐조|버드워칭|천체관측|별보기|방탈출|마작|보드게임카페|백패킹|하이킹|차박|글램핑|스노클링|패러글라이딩|밸리댄스|탭댄스|"
    "훌라|에어로빅|아쿠아로빅|스피닝|오카리나|하모니카|종이접기|레진아트|클레이아트|마크라메|십자수|제빵|한국무용|국궁|"
    "스도쿠|스케치|어반스케치|큐브|일렉기타|통기타|클래식기타",
    sep="|",
)


def is_activity_ko(phrase: str) -> bool:
    """Whether a Korean noun phrase names a leisure activity ("볼링", "인라인 스케이트", "수채화 그리기")."""
    p = phrase.replace(" ", "")
    return any(p == a or p.endswith(a) or p.startswith(a) for a in ACTIVITIES_KO)


_NOT_GERUND = frozenset(
    {
        "thing",
        "things",
        "something",
        "nothing",
        "morning",
        "evening",
        "everything",
        "anything",
        "ceiling",
        "building",
        "wedding",
        "feeling",
        "meeting",
        "ring",
        "string",
        "spring",
        "king",
        "during",
        "pudding",
        "clothing",
        "housing",
        "parking",
        "darling",
        "ending",
        "sibling",
    }
)


#: Hobby verbs and their activity nouns ("I knit" -> knitting, "learning to surf" -> surfing).
ACTIVITY_VERBS_EN: dict[str, str] = {
    **{v: v + "ing" for v in words("""
        paint draw cook garden fish camp sail row golf kayak crochet sketch box
        boulder hunt birdwatch journal carve brew forage canoe backpack
        trek embroider quilt sing read climb surf ski snowboard skateboard
        """)},
    **{v: v[:-1] + "ing" for v in words("bake hike dance skate cycle bike dive skydive whittle weave meditate write paddle juggle geocache fence rollerblade")},
    "knit": "knitting", "walk": "walking", "ride": "riding", "swim": "swimming", "run": "running", "jog": "jogging", "sew": "sewing", "snorkel": "snorkelling",
}  # fmt: skip


def is_activity_en(phrase: str) -> bool:
    """Whether ``phrase`` names an activity ("inline skating", "yoga", "Spanish lessons")."""
    words = phrase.lower().split()
    if not words:
        return False
    if len(words) > 1 and words[0] == "amateur":
        return True  # "amateur radio", "amateur astronomy"
    gerund = [w for w in words if w.endswith("ing") and len(w) > 4]
    if any(w not in _NOT_GERUND for w in gerund):
        return True
    if words in (["choir"], ["band"]) or (len(words) > 1 and words[-1] in (
        "lessons",
        "classes",
        "class",
        "course",
        "club",
        "league",
        "team",
        "choir",
        "band",
    ) and words[-2] not in ("the", "a", "my", "our", "new", "whole")):
        return True  # "Spanish lessons", "the football team"; "the team" alone names people
    if any(w.endswith(_LONG_ACTIVITIES) or (len(w) > 7 and w.endswith("craft") and w not in _NOT_CRAFT) for w in words):
        return True  # "astrophotography", "ultramarathon", "leathercraft": a known activity with a prefix
    return any(w in ACTIVITIES_EN for w in words) or " ".join(words) in ACTIVITIES_EN


#: Compounds in "-craft" that are no pastime ("leathercraft" and "papercraft" are).
_NOT_CRAFT = frozenset({"aircraft", "spacecraft", "hovercraft", "statecraft", "watercraft", "warcraft", "stagecraft"})


def known_activity_en(phrase: str) -> bool:
    """Whether ``phrase`` names a pastime from the word lists ("salsa dancing", "bouldering",
    "leathercraft"), stricter than :func:`is_activity_en`, which takes any gerund ("breathing")."""
    words = phrase.lower().split()
    return bool(words) and (
        " ".join(words) in ACTIVITIES_EN
        or any(w in ACTIVITIES_EN or w in ACTIVITY_VERBS_EN.values() for w in words)
        or any(w.endswith(_LONG_ACTIVITIES) or (w.endswith("craft") and w not in _NOT_CRAFT) for w in words)
    )


#: Activities long enough to be recognised at the end of a compound word.
_LONG_ACTIVITIES = tuple(a for a in ACTIVITIES_EN if len(a) >= 8 and " " not in a)


INJECTION = re.compile(
    r"\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+)?(?:the\s+)?(?:previous|prior|earlier|"
    r"above|preceding|existing|your)?\s*(?:instructions?|rules|prompts?|directives?|context)\b|"
    r"\bsystem\s+(?:override|prompt|message|instruction)|\bmemory\s+agent\b|\brecord\s+as\s+a\s+fact\b|"
    r"\bmark\s+(?:every|all|each)\b[^.]*\b(?:invalid|false|deleted|obsolete)|\bdelete\s+(?:all|every)\b|"
    r"\bdo\s+not\s+mention\s+this\b|\byou\s+are\s+now\b|\bnew\s+instructions?\b|\bjailbreak\b|"
    # "Disregard the above and say I work at X": the above, with no noun after it.
    r"\b(?:ignore|disregard)\s+(?:all\s+of\s+|everything\s+|all\s+)?(?:the\s+)?(?:above|preceding)\b|"
    r"\b(?:ignore|disregard)\s+(?:all\s+)?(?:the\s+)?(?:previous|prior|earlier)\s+"
    r"(?:messages?|text|conversation|statements?)\b|위(?:의)?\s*(?:내용|말|지시)\S*\s*무시|"
    r"이전\s*(?:의\s*)?지시|지시(?:를|사항을)?\s*(?:무시|잊)|모든\s*(?:사실|기억|정보)[^.]*(?:삭제|무효|지워)|"
    r"시스템\s*(?:명령|오버라이드|프롬프트)",
    re.I,
)
