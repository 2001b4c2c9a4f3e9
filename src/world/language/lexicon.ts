import { colorWords } from './color-words';
import { phraseKey } from './text';

/**
 * The keyword lexicon: words and phrases (with synonyms and a few other languages; accents and
 * case never matter) that say something about the world. Each phrase votes for a value in one or
 * more groups with a strength; `scan-answers.ts` multiplies that by how much the question it came
 * from counts for the group (a beach in dream_location decides the biome, one in weekends barely).
 * Plurals (-s, -es, -ies) are added automatically.
 */
export const lexiconGroups = [
  'setting',
  'season',
  'water',
  'relief',
  'vegetation',
  'style',
  'size',
  'floors',
  'material',
  'roof',
  'garden',
  'pool',
  'prop',
  'mood',
  'music',
  'particles',
  'time',
  'weather',
  'stars',
  'outlook',
  'career',
  'color',
] as const;
export type LexiconGroup = (typeof lexiconGroups)[number];

export interface Sense {
  group: LexiconGroup;
  /** Position of `group` in `lexiconGroups`, so the scanner indexes arrays instead of objects. */
  groupIndex: number;
  value: string;
  weight: number;
}

type Entry = readonly [group: LexiconGroup, value: string, weight: number, phrases: string];

const entries: readonly Entry[] = [
  // ── Setting ───────────────────────────────────────────────────────────────────────────
  // Longer, more specific phrases carry more weight: "snowy alps" beats "alps", "rainforest"
  // beats "forest", "canal" in a city beats the city alone (docs/decisions/0041).
  [
    'setting',
    'beach',
    1,
    'beach|seaside|sandy beach|shore|seashore|beachfront|beach house|beach villa|by the sea|coast|coastline|oceanfront|surf|surfing|palm trees|tropical|caribbean|bali|maldives|hawaii|malibu|algarve|tulum|goa|phuket|copacabana|rio de janeiro|plage|playa|strand|spiaggia|praia|mer|mar|meer|costa|kueste|kuste',
  ],
  [
    'setting',
    'cliff-coast',
    1.6,
    'cliff|cliffs|clifftop|cliff top|on a cliff|above the sea|above the ocean|above the mediterranean|overlooking the sea|sea cliffs|amalfi|amalfi coast|positano|cote d azur|french riviera|riviera|big sur|cornwall|cinque terre|lighthouse|falaise|acantilado|scogliera',
  ],
  ['setting', 'cliff-coast', 0.8, 'mediterranean|monaco|nice|cannes|saint tropez'],
  [
    'setting',
    'island',
    1.2,
    'island|isle|islands|greek island|greek islands|private island|atoll|lagoon|archipelago|santorini|mykonos|crete|ibiza|mallorca|majorca|sardinia|sicily|capri|tahiti|fiji|seychelles|mauritius|cyclades|paros|naxos|bora bora|ile|isla|insel|isola|ilha',
  ],
  [
    'setting',
    'lakeside',
    1,
    'lake|lakeside|lakefront|lake house|lakeshore|pond|fjord|fjords|loch|lac|lago|tahoe|lake como|como|lake geneva|see',
  ],
  [
    'setting',
    'canal-city',
    2,
    'canal|canals|amsterdam|venice|venezia|bruges|brugge|utrecht|copenhagen|nyhavn|stockholm|gracht|grachten|canal house|houseboat|house boat|gondola',
  ],
  [
    'setting',
    'city',
    1,
    'city|cities|skyline|city skyline|downtown|metropolis|skyscraper|skyscrapers|manhattan|new york|nyc|london|paris|tokyo|kyoto|osaka|seoul|hong kong|singapore|shanghai|dubai|miami|los angeles|chicago|berlin|milan|barcelona|sao paulo|buenos aires|mexico city|zurich|vienna|lisbon|urban|high rise|highrise|tower|city lights|shibuya|shinjuku|ville|ciudad|stadt|citta|cidade|penthouse|loft',
  ],
  [
    'setting',
    'desert',
    1,
    'desert|dunes|sand dunes|oasis|sahara|arizona|nevada|morocco|marrakech|joshua tree|palm springs|mesa|adobe|pueblo|cactus|cacti|saguaro|sedona|santa fe|new mexico|atacama|desierto|deserto|wueste|wuste',
  ],
  [
    'setting',
    'canyon',
    1.8,
    'canyon|canyons|grand canyon|red rocks|red rock|gorge|monument valley|utah|zion|bryce|antelope canyon|canon',
  ],
  [
    'setting',
    'snowy-mountains',
    1.8,
    'snowy mountains|snowy alps|snowy peaks|snow capped|snowcapped|snow covered|snowy|snow|ski|skiing|ski resort|ski chalet|snowy chalet|glacier|glaciers|zermatt|chamonix|st moritz|verbier|courchevel|whistler|aspen|niseko|deep snow|fresh snow|powder|neige|nieve|schnee|neve',
  ],
  [
    'setting',
    'alpine-meadow',
    1,
    'mountain|mountains|peak|peaks|summit|alps|alpine|rockies|rocky mountains|himalaya|himalayas|dolomites|andes|pyrenees|highlands|mountainside|alpine meadow|mountain meadow|montagne|montana|montanas|berg|berge|gebirge|montagna|montanha|sierra|mont blanc|matterhorn|switzerland|swiss|austria|tyrol|colorado|patagonia|nepal|chalet',
  ],
  [
    'setting',
    'rainforest',
    2,
    'rainforest|rain forest|jungle|jungles|cloud forest|tropical forest|costa rica|amazon|amazonia|borneo|monteverde|congo|treehouse|tree house|selva|dschungel|giungla|foret tropicale',
  ],
  [
    'setting',
    'pine-forest',
    0.9,
    'forest|forests|woods|woodland|woodlands|pine forest|pines|pine trees|redwoods|fir trees|trees|foret|bosque|wald|foresta|bosco|floresta|scandinavia|black forest|canada|oregon',
  ],
  [
    'setting',
    'countryside',
    1,
    'countryside|country|village|farm|farmland|fields|meadow|meadows|orchard|ranch|prairie|cotswolds|rolling hills|campagne|campo|campagna|landschaft|dorf|rural|green hills|english countryside|normandy|ireland|shire',
  ],
  [
    'setting',
    'vineyard-hills',
    1.6,
    'vineyard|vineyards|vines|olive grove|olive groves|olive trees|tuscany|toscana|provence|chianti|napa|bordeaux|burgundy|douro|rioja|wine country|cypresses|cypress trees|lavender fields|umbria|vignoble|vinedo|weinberg|vigneto',
  ],
  [
    'setting',
    'savanna',
    2,
    'savanna|savannah|safari|serengeti|kenya|tanzania|masai mara|acacia|acacias|africa|bush|botswana|namibia|outback',
  ],
  [
    'setting',
    'tundra',
    2,
    'tundra|arctic|lapland|iceland|greenland|northern lights|aurora|aurora borealis|svalbard|yukon|alaska|siberia|polar|igloo|far north',
  ],
  [
    'setting',
    'river-valley',
    1.5,
    'river valley|valley|riverside|riverbank|river|along the river|by the river|loire|rhine|douro valley|fluss|riviere|rio|fiume',
  ],
  // ── Season ────────────────────────────────────────────────────────────────────────────────
  [
    'season',
    'winter',
    1,
    'winter|wintertime|christmas|snow|snowy|snowfall|fresh snow|frozen|frost|frosty|ski|skiing|sledge|sledging|hiver|invierno|winterzeit',
  ],
  [
    'season',
    'autumn',
    1,
    'autumn|fall leaves|falling leaves|autumn leaves|harvest|grape harvest|golden leaves|automne|otono|herbst|autunno',
  ],
  [
    'season',
    'spring',
    1,
    'spring|springtime|blossom|blossoms|cherry blossom|cherry blossoms|sakura|tulips|printemps|primavera|fruhling',
  ],
  ['season', 'summer', 1, 'summer|summertime|summer nights|heat|hot days|ete|verano|sommer|estate'],
  // ── Water ──────────────────────────────────────────────────────────────────────────────────
  [
    'water',
    'sea',
    1,
    'sea|ocean|seaside|sea view|ocean view|waves|beach|bay|harbour|harbor|coast|shore|surf|lagoon|turquoise sea|aegean|atlantic|pacific|mediterranean|caribbean|island|greek island|greek islands|mer|mar|meer|oceano|ocean breeze|sailing|sailboat|yacht|marina',
  ],
  ['water', 'lake', 1, 'lake|lakeside|lakefront|lake house|lakeshore|pond|fjord|loch|lac|lago|canoe|kayak'],
  [
    'water',
    'river',
    1,
    'river|riverside|riverbank|stream|creek|brook|canal|canals|houseboat|house boat|waterfall|riviere|rio|fluss|fiume',
  ],
  // ── Relief and vegetation (nudges on the biome's defaults) ───────────────────────────────
  [
    'relief',
    'up',
    1,
    'mountain|mountains|peaks|cliff|cliffs|hills|hilly|hillside|steep|valley|canyon|rugged|gorge',
  ],
  [
    'relief',
    'down',
    1,
    'flat|plain|plains|prairie|meadow|meadows|open fields|calm water|flatlands|wide open',
  ],
  [
    'vegetation',
    'up',
    1,
    'lush|green|jungle|tropical|garden|gardens|trees|forest|palm trees|lemon trees|orchard|bougainvillea|flowers|vines|ivy|moss|greenery|plants|wildflowers|pine forest|pines',
  ],
  ['vegetation', 'down', 1, 'bare|barren|minimal|minimalist|rocky|sand|dunes|desert|arid|dry|concrete'],
  // ── Home style ─────────────────────────────────────────────────────────────────────────────
  [
    'style',
    'villa',
    1,
    'villa|mediterranean villa|hacienda|finca|riad|palazzo|beach villa|seaside villa|masseria|casa|maison|quinta',
  ],
  ['style', 'villa', 0.5, 'terracotta|shutters|arches'],
  [
    'style',
    'cycladic',
    2.5,
    'cycladic|cycladic house|cubic house|sugar cube|whitewashed cube|blue domes|greek island house|santorini house',
  ],
  ['style', 'cycladic', 0.6, 'whitewashed|santorini|mykonos|cyclades'],
  [
    'style',
    'chalet',
    3,
    'chalet|chalets|ski chalet|alpine chalet|snowy chalet|snow chalet|swiss chalet|mountain chalet|ski lodge|berghutte',
  ],
  [
    'style',
    'adobe',
    3,
    'adobe|adobe house|pueblo|pueblo house|earth house|mud brick|mudbrick|rammed earth|casa de adobe',
  ],
  [
    'style',
    'treehouse',
    4,
    'treehouse|tree house|house in the trees|house in a tree|cabane dans les arbres|casa del arbol|baumhaus',
  ],
  [
    'style',
    'houseboat',
    4,
    'houseboat|house boat|canal boat|narrowboat|narrow boat|floating home|floating house|woonboot|peniche',
  ],
  ['style', 'loft', 2.5, 'loft|industrial loft|warehouse loft|converted warehouse|artist loft|studio loft'],
  [
    'style',
    'castle',
    3,
    'castle|castles|chateau|fortress|tower house|schloss|castillo|castello|chateau fort|burg',
  ],
  ['style', 'lighthouse', 4, 'lighthouse|light house|lighthouse keeper|phare|faro|leuchtturm'],
  ['style', 'yurt', 4, 'yurt|yurts|tent|tipi|teepee|glamping|ger|bell tent|safari tent|nomad tent'],
  [
    'style',
    'cabin',
    1,
    'cabin|log cabin|lodge|hut|wooden house|wood cabin|a frame|aframe|mountain hut|cottage in the woods|hutte|cabane|cabana|baita|stuga',
  ],
  ['style', 'cabin', 1, 'snowy cabin|snowy lodge'],
  [
    'style',
    'modern-glass',
    1,
    'modern house|glass house|modernist|minimalist|contemporary|architect designed|architectural|floor to ceiling windows|glass walls|cantilevered|bauhaus|futuristic|smart home|modern villa',
  ],
  ['style', 'modern-glass', 0.5, 'modern|glass|sleek'],
  ['style', 'penthouse', 3, 'penthouse|sky loft|attico|atico'],
  [
    'style',
    'penthouse',
    1,
    'apartment|condo|high rise|highrise|skyscraper|sky high|appartement|apartamento|wohnung|duplex',
  ],
  ['style', 'penthouse', 0.5, 'rooftop|top floor|manhattan|city skyline'],
  [
    'style',
    'cottage',
    1,
    'cottage|bungalow|little house|small house|cozy house|cosy house|thatched|storybook|english cottage|country cottage|tiny house|casita',
  ],
  [
    'style',
    'farmhouse',
    1,
    'farmhouse|farm|ranch|barn|homestead|farm house|country house|estate with land|manor farm|stone farmhouse|casale|podere|ferme|granja|bauernhof|cascina|fazenda|cortijo',
  ],
  [
    'style',
    'mansion',
    1,
    'mansion|estate|manor|manor house|palace|grand house|big house|huge house|mega mansion|villa estate|palacio',
  ],
  // ── Size and floors ──────────────────────────────────────────────────────────────────────
  [
    'size',
    'cozy',
    1,
    'small|little|tiny|tiny house|little house|small house|cozy house|cosy house|cozy|cosy|compact|modest|simple|humble|snug|petite|pequena|klein|piccola',
  ],
  [
    'size',
    'grand',
    1,
    'big|large|huge|grand|spacious|luxurious|luxury|wealthy|rich|billion|billionaire|millionaire|multimillionaire|enormous|vast|massive|opulent|lavish|mansion|estate|abundant|very wealthy|private jet|grande|gross|grosse',
  ],
  [
    'floors',
    'one',
    1,
    'single storey|single story|one storey|one story|one floor|single floor|bungalow|ground floor',
  ],
  ['floors', 'three', 1, 'three storey|three story|three floors|three levels|multi storey|several floors'],
  ['floors', 'tall', 1, 'high above|top of|skyscraper|tower|sky high|top floor|above the clouds|highest'],
  // ── Materials ─────────────────────────────────────────────────────────────────────────────
  [
    'material',
    'wood',
    1,
    'wood|wooden|timber|log|logs|oak|cedar|pine|walnut|teak|bamboo|larch|holz|bois|madera|legno',
  ],
  [
    'material',
    'stone',
    1,
    'stone|stones|stone farmhouse|fieldstone|granite|slate|limestone|rock|stone walls|stone chimney|pierre|piedra|stein|pietra|pedra',
  ],
  [
    'material',
    'glass',
    1,
    'glass|floor to ceiling windows|glass walls|glass facade|verre|vidrio|glas|vetro|vidro',
  ],
  ['material', 'glass', 0.4, 'windows|big windows|panoramic windows|huge windows|skylights'],
  ['material', 'concrete', 1, 'concrete|brutalist|cement|polished concrete|beton|hormigon|cemento'],
  [
    'material',
    'white-stucco',
    1,
    'whitewashed|white washed|stucco|plaster|white walls|lime wash|limewash|white villa|white house',
  ],
  ['material', 'brick', 1, 'brick|bricks|red brick|brownstone|terraced house|ladrillo|mattoni|ziegel|brique'],
  ['material', 'adobe', 1.5, 'adobe|mud brick|mudbrick|rammed earth|clay walls|earthen'],
  ['material', 'marble', 1, 'marble|travertine|marmol|marmo|marmor|marbre'],
  ['material', 'steel', 1, 'steel|metal|iron|chrome|aluminium|aluminum|industrial|acier|acero|stahl|acciaio'],
  // ── Roof ──────────────────────────────────────────────────────────────────────────────────
  [
    'roof',
    'terracotta',
    1,
    'terracotta|terra cotta|clay tiles|red tiles|tiled roof|roof tiles|spanish tiles|tuiles|tejas',
  ],
  [
    'roof',
    'flat',
    1,
    'flat roof|rooftop|roof terrace|rooftop terrace|roof garden|green roof|rooftop garden|rooftop pool',
  ],
  ['roof', 'gable', 1, 'gable|gabled|pitched roof|a frame|aframe|steep roof|thatched|thatched roof|chimney'],
  ['roof', 'hip', 1, 'hip roof|hipped roof|hipped|slate roof|mansard'],
  ['roof', 'shed', 1, 'shed roof|slanted roof|sloped roof|mono pitch|skillion|butterfly roof'],
  // ── Garden and pool ───────────────────────────────────────────────────────────────────────
  [
    'garden',
    'yes',
    1,
    'garden|gardens|gardening|lawn|flowers|roses|lavender|bougainvillea|lemon trees|orchard|vegetable garden|herb garden|courtyard|backyard|yard|greenhouse|fruit trees|olive trees|hedge|jardin|jardim|giardino|garten|tuin',
  ],
  [
    'pool',
    'yes',
    1,
    'pool|swimming pool|infinity pool|plunge pool|lap pool|rooftop pool|natural pool|piscine|piscina|schwimmbad|pool house',
  ],
  // ── Props (objects, assets and hobbies) ──────────────────────────────────────────────────
  [
    'prop',
    'car',
    1,
    'car|cars|tesla|porsche|ferrari|lamborghini|maserati|bentley|rolls royce|aston martin|mercedes|bmw|audi|jaguar|range rover|land rover|mustang|sports car|supercar|vintage car|classic car|electric car|suv|van|camper van|campervan|motorhome|coupe|volvo|mini cooper|voiture|coche|auto|carro|macchina|wagen|drive|road trip|road trips|toyota|beetle|camper',
  ],
  [
    'prop',
    'convertible',
    2,
    'convertible|cabriolet|roadster|open top car|open car|soft top|spider|spyder|descapotable|decapotable',
  ],
  ['prop', 'pickup', 2, 'pickup|pick up truck|pickup truck|truck|trucks|ute|f 150|f150|camioneta'],
  [
    'prop',
    'jeep',
    2,
    'jeep|4x4|four by four|defender|wrangler|land cruiser|landcruiser|bronco|off roader|safari truck|g wagon',
  ],
  ['prop', 'motorbike', 2, 'motorbike|motorbikes|motorcycle|motorcycles|harley|ducati|triumph|moto|motorrad'],
  ['prop', 'scooter', 2.5, 'vespa|scooter|scooters|lambretta|moped'],
  ['prop', 'cargo-bike', 2.5, 'cargo bike|cargo bikes|bakfiets|box bike|long john'],
  ['prop', 'snowmobile', 2.5, 'snowmobile|snowmobiles|skidoo|ski doo|snow scooter|motoneige'],
  ['prop', 'boat', 1, 'boat|boats|motorboat|speedboat|dinghy|rowing boat|rowboat|bateau|barco|barca|boot'],
  [
    'prop',
    'sailboat',
    2,
    'sailing boat|sailboat|sailing|sail|sails|catamaran|sailing yacht|voilier|velero|segelboot|barco a vela|barca a vela',
  ],
  ['prop', 'yacht', 2, 'yacht|yachts|superyacht|motor yacht|megayacht|yate|yacht club'],
  ['prop', 'kayak', 2, 'kayak|kayaks|kayaking|canoe|canoes|canoeing|paddleboard|paddle board|sup|paddling'],
  ['prop', 'surfboard', 2, 'surfboard|surfboards|surf|surfing|surfer|longboard'],
  ['prop', 'skis', 2, 'ski|skis|skiing|skier|ski touring|snowboard|snowboarding'],
  [
    'prop',
    'workbench',
    1.5,
    'workshop|workbench|carpenter|carpentry|woodwork|woodworking|furniture maker|mechanic|blacksmith|potter|pottery|pottery wheel|kiln|ceramics|atelier|craft|crafts|luthier',
  ],
  [
    'prop',
    'kitchen',
    1.5,
    'chef|cook|cooking|kitchen|restaurant|bakery|baker|baking|cooking school|pizza oven|wood fired oven',
  ],
  [
    'prop',
    'lab-bench',
    1.5,
    'lab|laboratory|scientist|science|research|researcher|biologist|chemist|physicist|microscope|experiments',
  ],
  [
    'prop',
    'blackboard',
    1.5,
    'teacher|teach|teaching|classroom|class|school|students|professor|lecture|lectures|tutor',
  ],
  [
    'prop',
    'stage',
    1.5,
    'stage|concert|concerts|perform|performer|performing|singer|band|theatre|theater|actor|actress|dancer|festival',
  ],
  [
    'prop',
    'plane',
    1,
    'plane|airplane|aeroplane|private jet|jet|seaplane|helicopter|pilot|flying|learning to fly|glider|avion|avion prive|flugzeug|aereo|aviao|first class',
  ],
  [
    'prop',
    'bicycle',
    1,
    'bike|bicycle|cycling|cyclist|mountain bike|biking|road bike|e bike|velo|bicicleta|fahrrad|bici|bicicletta',
  ],
  ['prop', 'piano', 1, 'piano|grand piano|pianist|keyboard|baby grand|klavier|pianoforte'],
  [
    'prop',
    'guitar',
    1,
    'guitar|guitars|acoustic guitar|ukulele|guitarist|guitare|guitarra|gitarre|chitarra|violin|cello',
  ],
  [
    'prop',
    'books',
    1,
    'books|book|library|reading|reading nook|novels|novel|bookshelf|bookshelves|bookcase|shelves of books|reader|read|poetry|livres|libros|bucher|libri|livros',
  ],
  [
    'prop',
    'art',
    1,
    'art|artwork|artworks|painting|paintings|paint|painter|easel|gallery|galleries|canvas|canvases|sculpture|sculptures|artist|drawing|modern art|art studio|ceramics|pottery|peinture|pintura|kunst|arte|quadri',
  ],
  [
    'prop',
    'flowers',
    1,
    'flowers|flower|roses|lavender|bougainvillea|tulips|orchids|peonies|sunflowers|jasmine|wildflowers|blossom|cherry blossom|flower garden|fleurs|flores|blumen|fiori',
  ],
  [
    'prop',
    'gym',
    1,
    'gym|home gym|weights|workout|workouts|boxing|crossfit|fitness|training|weightlifting|lifting|treadmill|strength training|kettlebell|dumbbells|gymnasium|gimnasio|palestra|fitnessstudio|exercise',
  ],
  [
    'prop',
    'yoga-mat',
    1,
    'yoga|pilates|stretching|meditation|meditate|meditating|mindfulness|breathwork|tai chi|qigong|yoga mat',
  ],
  [
    'prop',
    'desk',
    1,
    'desk|writing desk|office|home office|laptop|computer|studio|workspace|writing|write|company|business|startup|meetings|ceo|founder|entrepreneur|coding|code|emails|bureau|escritorio|schreibtisch|scrivania',
  ],
  [
    'prop',
    'telescope',
    1,
    'telescope|stargazing|star gazing|astronomy|observatory|stars|constellations|milky way|teleskop|telescopio',
  ],
  [
    'prop',
    'fireplace',
    1,
    'fireplace|fire|open fire|log fire|hearth|wood stove|wood burner|wood burning stove|chimney|by the fire|cheminee|chimenea|kamin|camino',
  ],
  ['prop', 'hammock', 1, 'hammock|hammocks|siesta|nap|naps|lounging|daybed|hamac|hamaca|amaca|hangematte'],
  [
    'prop',
    'campfire',
    1,
    'campfire|campfires|bonfire|bonfires|camping|fire pit|firepit|marshmallows|feu de camp|fogata|lagerfeuer',
  ],
  [
    'prop',
    'hot-tub',
    1,
    'hot tub|hottub|jacuzzi|sauna|spa|hot spring|hot springs|onsen|whirlpool|cold plunge|ice bath',
  ],
  [
    'prop',
    'dog',
    1,
    'dog|dogs|puppy|puppies|labrador|golden retriever|retriever|border collie|collie|spaniel|poodle|husky|beagle|chien|perro|hund|cachorro',
  ],
  [
    'prop',
    'globe',
    1,
    'globe|world map|atlas|around the world|travel the world|travelling the world|traveling the world|explore the world|exploring|explorer|world traveller|world traveler|passport|voyage|viaje|reise|viaggio',
  ],
  [
    'prop',
    'vegetable-garden',
    1,
    'vegetable garden|vegetables|veggies|kitchen garden|greenhouse|allotment|herbs|herb garden|grow my own food|grow our own food|potager|huerto|orto|gemusegarten|raised beds|tomatoes',
  ],
  // ── Mood ──────────────────────────────────────────────────────────────────────────────────
  [
    'mood',
    'serene',
    1,
    'calm|peaceful|peace|serene|serenity|tranquil|tranquility|relaxed|relaxing|quiet|still|stillness|at ease|zen|gentle|slow|slowly|balanced|grounded|content|paisible|calme|tranquilo|tranquila|ruhig|sereno|paz',
  ],
  [
    'mood',
    'joyful',
    1,
    'joyful|joy|happy|happiness|free|freedom|light|airy|playful|cheerful|alive|bright|laughter|fun|delighted|grateful|gratitude|blessed|heureux|heureuse|feliz|glucklich|felice|alegre|libre',
  ],
  [
    'mood',
    'energetic',
    1,
    'energetic|energy|energised|energized|powerful|power|driven|dynamic|excited|exciting|strong|ambitious|unstoppable|confident|bold|electric|vibrant|successful|inspiring|inspired|energico|energique',
  ],
  [
    'mood',
    'romantic',
    1,
    'romantic|romance|in love|tender|intimate|passionate|passion|dreamy|soulmate|candlelight|romantique|romantico|romantisch',
  ],
  ['mood', 'romantic', 0.4, 'love|loving|loved'],
  [
    'mood',
    'focused',
    1,
    'focused|focus|clear|clarity|productive|sharp|disciplined|purposeful|determined|intentional|centered|centred|organised|organized|concentrated',
  ],
  [
    'mood',
    'adventurous',
    1,
    'adventurous|adventure|adventures|wild|brave|daring|explore|exploring|curious|thrilling|thrill|aventure|aventura|abenteuer|avventura',
  ],
  [
    'mood',
    'cozy',
    1,
    'cozy|cosy|warm|warmth|safe|snug|homely|hygge|hug|comfortable|comfort|nest|nurtured|held|sheltered|acogedor|gemutlich|chaleureux|cocooned',
  ],
  // ── Music ─────────────────────────────────────────────────────────────────────────────────
  ['music', 'piano', 1, 'piano|piano music|solo piano|einaudi|chopin nocturnes|ludovico einaudi'],
  [
    'music',
    'classical',
    1,
    'classical|orchestra|symphony|opera|mozart|bach|beethoven|vivaldi|debussy|chopin|strings|violin|cello|classique|clasica|klassik|classica',
  ],
  [
    'music',
    'jazz',
    1,
    'jazz|bossa nova|bossa|blues|swing|soul|motown|saxophone|sax|lounge|jazz piano|smooth jazz|jazz club',
  ],
  [
    'music',
    'acoustic',
    1,
    'acoustic|acoustic guitar|guitar|folk|singer songwriter|unplugged|country music|ukulele|celtic|fado',
  ],
  [
    'music',
    'electronic',
    1,
    'electronic|techno|house music|deep house|edm|lofi|lo fi|synth|synthwave|trance|dance music|electro|chillwave|dj',
  ],
  [
    'music',
    'ambient',
    1,
    'ambient|meditation music|chill|chillout|drone|soundscape|spa music|calm music|binaural|relaxing music',
  ],
  [
    'music',
    'nature',
    1,
    'waves|sound of the waves|ocean sounds|birdsong|birds|birds singing|nature sounds|wind|rain|crickets|river sounds|sound of the sea|forest sounds|wind in the pines|silence|crackling fire|water',
  ],
  [
    'music',
    'pop',
    1,
    'pop|rock|hip hop|rap|reggae|latin|salsa|disco|funk|r b|rnb|indie|kpop|k pop|afrobeats|dance|beyonce|taylor swift|coldplay|beatles',
  ],
  ['music', 'none', 1, 'no music|nothing|just silence|only silence'],
  // ── Particles ────────────────────────────────────────────────────────────────────────────
  [
    'particles',
    'fireflies',
    1,
    'fireflies|firefly|summer nights|summer night|glow worms|lucioles|luciernagas',
  ],
  [
    'particles',
    'petals',
    1,
    'petals|cherry blossom|cherry blossoms|sakura|rose petals|blossom|blossoms|bougainvillea|jasmine',
  ],
  [
    'particles',
    'sparkles',
    1,
    'sparkle|sparkles|sparkling|glitter|magic|magical|shimmer|shimmering|glitz|glamour|stardust',
  ],
  [
    'particles',
    'leaves',
    1,
    'autumn|fall leaves|falling leaves|leaves|autumn leaves|foliage|automne|otono|herbst|autunno',
  ],
  ['particles', 'snowflakes', 1, 'snowflakes|snow falling|falling snow|snowfall|snowing|first snow'],
  ['particles', 'dust', 1, 'dust|haze|hazy|dusty|warm haze|golden dust|sand'],
  // ── Sky: time of day and stars ──────────────────────────────────────────────────────────
  [
    'time',
    'dawn',
    1,
    'dawn|sunrise|sun rise|daybreak|first light|early morning|sun comes up|sun rising|rising sun|aube|lever du soleil|amanecer|madrugada|sonnenaufgang|alba|nascer do sol',
  ],
  [
    'time',
    'morning',
    1,
    'morning|mornings|morning light|breakfast|wake up|waking up|first coffee|matin|manana|morgen|mattina|manha',
  ],
  [
    'time',
    'noon',
    1,
    'noon|midday|lunch|afternoon|bright sun|blazing sun|sunny day|mediodia|mittag|mezzogiorno',
  ],
  [
    'time',
    'golden-hour',
    1,
    'golden hour|golden light|late afternoon|warm light|evening sun|heure doree|hora dorada',
  ],
  [
    'time',
    'sunset',
    1,
    'sunset|sunsets|sun goes down|sundown|sun setting|setting sun|coucher de soleil|atardecer|puesta de sol|sonnenuntergang|tramonto|por do sol|pink sky',
  ],
  [
    'time',
    'dusk',
    1,
    'dusk|twilight|evening|evenings|blue hour|nightfall|soir|crepuscule|anochecer|abend|sera|tarde',
  ],
  [
    'time',
    'night',
    1,
    'night|nights|at night|midnight|moon|moonlight|full moon|stars|starry|starry sky|night sky|city lights|lights at night|nuit|noche|nacht|notte|noite|under the stars|northern lights|milky way|galaxy|galaxies|star filled|stars spilling|constellations|moonlit|moonlit night|aurora|aurora borealis|shooting star|shooting stars',
  ],
  [
    'stars',
    'yes',
    1,
    'stars|starry|starry sky|stargazing|star gazing|milky way|constellations|shooting star|shooting stars|under the stars|telescope|etoiles|estrellas|sterne|stelle|northern lights|galaxy|galaxies|star filled|night sky|moonlight|moonlit|aurora|aurora borealis',
  ],
  // ── Weather ──────────────────────────────────────────────────────────────────────────────
  [
    'weather',
    'clear',
    1,
    'clear|clear sky|blue sky|blue skies|sunny|sunshine|cloudless|sun|sunlit|bright|glowing|ensoleille|soleado|sonnig|soleggiato',
  ],
  [
    'weather',
    'few-clouds',
    1,
    'clouds|few clouds|soft clouds|white clouds|fluffy clouds|breeze|breezy|nuages|nubes|wolken|nuvole',
  ],
  [
    'weather',
    'cloudy',
    1,
    'cloudy|overcast|grey sky|gray sky|moody sky|dramatic sky|nuageux|nublado|bewolkt',
  ],
  [
    'weather',
    'mist',
    1,
    'mist|misty|fog|foggy|haze|morning mist|clouds in the valley|brume|niebla|nebel|nebbia',
  ],
  [
    'weather',
    'light-rain',
    1,
    'rain|rainy|raining|drizzle|rainfall|sound of rain|raindrops|storm|stormy|pluie|lluvia|regen|pioggia|chuva',
  ],
  [
    'weather',
    'snowfall',
    1,
    'snow falling|falling snow|snowfall|snowing|snowflakes|snowstorm|blizzard|first snow|il neige|nevando|schneefall',
  ],
  // ── Career (which studio or office the career view shows) ───────────────────────────────
  [
    'career',
    'art',
    1,
    'paint|painting|paintings|painter|artist|art|gallery|galleries|sculptor|illustrator|illustration|ceramics',
  ],
  [
    'career',
    'writing',
    1,
    'write|writing|writer|author|novels|novel|books|journalist|poet|poetry|screenwriter|blog|blogger',
  ],
  [
    'career',
    'company',
    1,
    'company|ceo|founder|startup|business|entrepreneur|team|lead|leading|leader|investor|investing|firm|agency|brand|empire',
  ],
  [
    'career',
    'music',
    1,
    'musician|composer|compose|composing|singer|songwriter|band|concerts|producer|record label|pianist|guitarist',
  ],
  ['career', 'design', 1, 'design|designer|architect|architecture|interior design|fashion|furniture'],
  [
    'career',
    'care',
    1,
    'doctor|nurse|therapist|healer|heal|healing|coach|coaching|psychologist|helping people|help people|medicine|wellness',
  ],
  [
    'career',
    'teaching',
    1,
    'teach|teacher|teaching|school|students|professor|mentor|education|educator|workshops',
  ],
  ['career', 'food', 1, 'chef|cook|cooking|restaurant|bakery|baker|cafe|winery|wine|vineyard|cooking school'],
  [
    'career',
    'tech',
    1,
    'code|coding|developer|engineer|software|programmer|app|apps|ai|tech|technology|product',
  ],
  ['career', 'nature', 1, 'farmer|farming|grow|gardener|ranger|conservation|forests|trees|animals|vet'],
  // A potter's work named no group, so "maple trees" in the dream sentence made it "nature"
  // (decision 0099): the crafts are a career of their own.
  [
    'career',
    'craft',
    1,
    'potter|potters|pottery|ceramicist|clay|kiln|bowls|mugs|workshop|carpenter|carpentry|woodwork|woodworking|woodworker|blacksmith|weaver|weaving|luthier|craft|crafts|craftsman|craftswoman|handmade|glassblower|jeweller|jeweler',
  ],
  ['career', 'film', 1, 'photographer|photography|filmmaker|film|films|director|actor|actress|movies|camera'],
];

const colorEntries: Entry[] = Object.keys(colorWords).map((name) => ['color', name, 1, name] as const);

/**
 * Looking out from the home or at it (first_moment only). A separate lexicon because its phrases
 * ("over the sea") would otherwise swallow words the main lexicon needs ("sea").
 */
const outlookEntries: readonly Entry[] = [
  [
    'outlook',
    'view',
    1,
    'view|views|over the sea|over the ocean|over the lake|over the city|horizon|skyline|city lights|peaks|mountains|the sea|the ocean|the lake|waves|through the window|through the windows|glass walls|from my terrace|from the terrace|from my balcony|from the balcony|from my window|from my bed|panorama|sunrise over|sunset over|behind the lake|vista',
  ],
  [
    'outlook',
    'home',
    1,
    'my house|my home|my villa|my cabin|the house|the villa|the cabin|front door|my door|driveway|gate|the garden|my garden|path|walking up|walk up|arriving|coming home|porch|facade|welcome',
  ],
];

export interface Lexicon {
  /** Phrase key ("sailing boat") → the senses it votes for. */
  senses: ReadonlyMap<string, readonly Sense[]>;
  /** Every phrase's leading words ("sailing" for "sailing boat"): the scanner reads on only then. */
  prefixes: ReadonlySet<string>;
  /** Every word any phrase uses: a word outside it is looked up by its lemma ("skied" → "ski"). */
  words: ReadonlySet<string>;
}

function pluralsOf(key: string): string[] {
  const words = key.split(' ');
  const last = words[words.length - 1] ?? '';
  if (last.length < 3 || !/^[a-z]+$/.test(last) || /s$/.test(last)) return [];
  const head = words.slice(0, -1);
  const forms = [`${last}s`];
  if (/(?:ch|sh|x|z)$/.test(last)) forms.push(`${last}es`);
  if (/[^aeiou]y$/.test(last)) forms.push(`${last.slice(0, -1)}ies`);
  return forms.map((form) => [...head, form].join(' '));
}

function compile(source: readonly Entry[]): Lexicon {
  const senses = new Map<string, Sense[]>();
  const prefixes = new Set<string>();
  const words = new Set<string>();
  const add = (key: string, sense: Sense) => {
    const list = senses.get(key) ?? [];
    const existing = list.find((item) => item.group === sense.group && item.value === sense.value);
    if (existing) existing.weight = Math.max(existing.weight, sense.weight);
    else senses.set(key, [...list, sense]);
  };
  for (const [group, value, weight, phrases] of source) {
    for (const phrase of phrases.split('|')) {
      const key = phraseKey(phrase);
      if (!key) continue;
      const parts = key.split(' ');
      for (const word of parts) words.add(word);
      for (let length = 1; length < parts.length; length++) prefixes.add(parts.slice(0, length).join(' '));
      for (const form of [key, ...pluralsOf(key)]) {
        add(form, { group, groupIndex: lexiconGroups.indexOf(group), value, weight });
        words.add(form.split(' ').pop() ?? form);
      }
    }
  }
  return { senses, prefixes, words };
}

/** Compiled once when the module loads, never per world. */
export const mainLexicon: Lexicon = compile([...entries, ...colorEntries]);
export const outlookLexicon: Lexicon = compile(outlookEntries);
