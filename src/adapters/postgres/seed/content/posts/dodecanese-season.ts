import type { SeedPost } from '../types.ts';

export const POST_DODECANESE_SEASON: SeedPost = {
  key: 'best-time-dodecanese',
  publishedAt: '2026-04-20',
  illustration: {
    scene: 'old-town',
    palette: { sky: '#f4d8a8', sea: '#1b6ca8', land: '#c9a46c', accent: '#7b2d26' },
  },
  destinationKeys: ['rhodes', 'kos', 'patmos', 'kalymnos'],
  text: {
    el: {
      slug: 'pote-na-pate-sta-dodekanisa',
      title: 'Πότε να πάτε στα Δωδεκάνησα: ο οδηγός των εποχών',
      metaDescription:
        'Άνοιξη, καλοκαίρι, φθινόπωρο ή χειμώνας; Καιρός, θάλασσα, γιορτές και πλοία στα Δωδεκάνησα μήνα με μήνα, και μια προτεινόμενη διαδρομή.',
      summary:
        'Τα Δωδεκάνησα έχουν από τις μακρύτερες καλοκαιρινές περιόδους στην Ελλάδα. Δείτε τι προσφέρει κάθε εποχή και πώς αλλάζουν τα δρομολόγια.',
      body: `Τα Δωδεκάνησα απλώνονται στο νοτιοανατολικό Αιγαίο, κοντά στα μικρασιατικά παράλια, από την Πάτμο στον βορρά ως τη Ρόδο και την Κάρπαθο στον νότο. Το κλίμα είναι από τα πιο ήπια της χώρας και η καλοκαιρινή περίοδος κρατά πολύ: στη Ρόδο δεν είναι σπάνιο να κολυμπάτε ακόμα και στα τέλη Οκτωβρίου. Η σωστή εποχή εξαρτάται από το τι θέλετε να κάνετε.

## Άνοιξη (Απρίλιος – Μάιος)

Η άνοιξη είναι η εποχή των λουλουδιών, της πεζοπορίας και των ήπιων θερμοκρασιών. Τα μονοπάτια της Τήλου, της Νισύρου και της Πάτμου είναι ιδανικά, και η Ρόδος δεν έχει ακόμα τον κόσμο του καλοκαιριού. Η θάλασσα είναι δροσερή, περίπου 19 με 20 βαθμούς τον Μάιο, κατάλληλη για τους τολμηρούς. Το **Πάσχα** στα Δωδεκάνησα έχει ξεχωριστά έθιμα: ο Νιπτήρας στην Πάτμο, οι δυνατοί κρότοι στην Κάλυμνο και οι λιτανείες στα χωριά της Ρόδου. Τα πλοία από τον Πειραιά ταξιδεύουν κανονικά, και τα καταμαράν αυξάνουν σταδιακά τα δρομολόγιά τους.

## Καλοκαίρι (Ιούνιος – Αύγουστος)

Το καλοκαίρι είναι η περίοδος της θάλασσας και της έντονης ζωής. Η θερμοκρασία ξεπερνά συχνά τους 30 βαθμούς, αλλά ο αέρας δροσίζει τα απογεύματα. Τα μελτέμια φυσούν κυρίως τον Ιούλιο και τον Αύγουστο· στη Ρόδο και την Κω οι παραλίες της προσήνεμης πλευράς έχουν κύμα, ενώ η άλλη πλευρά μένει ήρεμη. Τα καταμαράν συνδέουν καθημερινά όλη την αλυσίδα, από τη Ρόδο ως την Πάτμο, και οι εκδρομές στα τουρκικά παράλια είναι πιο συχνές. Είναι όμως και η πιο ακριβή και πολυσύχναστη περίοδος: κλείστε πλοία και καταλύματα νωρίς, ειδικά γύρω από τον Δεκαπενταύγουστο.

## Φθινόπωρο (Σεπτέμβριος – Οκτώβριος)

Για πολλούς, ο Σεπτέμβριος είναι ο καλύτερος μήνας: η θάλασσα είναι στη θερμότερη θερμοκρασία της χρονιάς, περίπου 24 με 25 βαθμούς, ο κόσμος λιγοστεύει και οι τιμές πέφτουν. Στην Κάλυμνο ξεκινά η μεγάλη περίοδος αναρρίχησης, που κρατά ως τον Νοέμβριο. Στη Ρόδο και την Κω η τουριστική περίοδος συνεχίζεται ως τα τέλη Οκτωβρίου. Στα μικρά νησιά όμως, ορισμένα δρομολόγια καταμαράν αραιώνουν από τα μέσα Οκτωβρίου.

## Χειμώνας (Νοέμβριος – Μάρτιος)

Ο χειμώνας είναι ήσυχος. Η Ρόδος και η Κως ζουν κανονικά ως πόλεις, με ανοιχτά μαγαζιά, μουσεία και εστιατόρια, και η Μεσαιωνική Πόλη της Ρόδου έχει άλλη γοητεία χωρίς τα πλήθη. Τα πλοία από τον Πειραιά συνεχίζουν όλο τον χρόνο, αλλά οι ενδονησιωτικές συνδέσεις είναι λιγότερες και επηρεάζονται από τον καιρό. Αν ταξιδέψετε τότε, σχεδιάστε με ευελιξία.

## Μια προτεινόμενη διαδρομή

Για δέκα με δώδεκα μέρες, από τον Μάιο ως τον Οκτώβριο: πτήση ή νυχτερινό πλοίο για **Ρόδο** (3 νύχτες) – καταμαράν για **Σύμη** (2) – **Κω** (2), με ημερήσια εκδρομή στη Νίσυρο – **Κάλυμνο** (2) – **Πάτμο** (2) – επιστροφή στον Πειραιά με το πλοίο της γραμμής, περίπου 7 με 8 ώρες. Έτσι δεν χρειάζεται να γυρίσετε πίσω από τον ίδιο δρόμο.

## Μικρά νησιά που αξίζουν μια παράκαμψη

Η **Σύμη**, με τα νεοκλασικά σπίτια του Γιαλού και τη μονή του Πανορμίτη, είναι η πιο δημοφιλής εκδρομή από τη Ρόδο. Η **Τήλος** είναι ήσυχη, με προστατευόμενη φύση και πολλά πουλιά. Στη **Νίσυρο** κατεβαίνετε στον κρατήρα του ηφαιστείου, ενώ η μικρή **Χάλκη** και το απομακρυσμένο **Καστελλόριζο**, με το χρωματιστό λιμάνι του, προσφέρουν απόλυτη ηρεμία. Τα δρομολόγια προς αυτά τα νησιά είναι λιγότερα, οπότε χτίστε γύρω τους το υπόλοιπο πρόγραμμα.

## Πρακτικές συμβουλές

- Το νυχτερινό πλοίο Πειραιάς–Ρόδος με καμπίνα είναι άνετη εναλλακτική της πτήσης, ειδικά με αυτοκίνητο.
- Ελέγχετε πάντα από ποιο λιμάνι ή ποια προβλήτα φεύγει το πλοίο σας: στη Ρόδο, στην Κω και στην Κάλυμνο τα καταμαράν και τα μεγάλα πλοία δεν χρησιμοποιούν πάντα το ίδιο σημείο.
- Για εκδρομές στην Τουρκία, έχετε μαζί τα έγγραφα που απαιτούνται για την υπηκοότητά σας.

Όποια εποχή κι αν διαλέξετε, στην Kyma θα βρείτε τα δρομολόγια όλων των εταιρειών της Δωδεκανήσου και μπορείτε να συνδυάσετε πολλά σκέλη σε μία κράτηση.`,
    },
    en: {
      slug: 'best-time-to-visit-the-dodecanese',
      title: 'The best time to visit the Dodecanese: a season-by-season guide',
      metaDescription:
        'Spring, summer, autumn or winter? Weather, sea, festivals and ferries in the Dodecanese season by season, plus a suggested island route.',
      summary:
        'The Dodecanese have one of the longest summer seasons in Greece. Here is what each season offers and how the ferry timetable changes.',
      body: `The Dodecanese stretch across the south-eastern Aegean, close to the Anatolian coast, from Patmos in the north to Rhodes and Karpathos in the south. The climate is among the mildest in the country and the summer season is long: on Rhodes it is not unusual to swim at the end of October. The right time to go depends on what you want to do.

## Spring (April – May)

Spring is the season of wildflowers, walking and mild temperatures. The footpaths of Tilos, Nisyros and Patmos are at their best, and Rhodes is not yet crowded. The sea is cool, around 19 to 20 °C in May – fine for the brave. **Easter** in the Dodecanese has its own customs: the Washing of the Feet on Patmos, loud bangs on Kalymnos and processions in the villages of Rhodes. Ferries from Piraeus run as normal, and the catamarans gradually add sailings.

## Summer (June – August)

Summer is the season for the sea and for lively evenings. Temperatures often pass 30 °C, though the wind cools the afternoons. The meltemi blows mainly in July and August; on Rhodes and Kos the beaches on the windward side get waves while the other side stays calm. Catamarans link the whole chain daily, from Rhodes to Patmos, and excursions to the Turkish coast are more frequent. It is also the busiest and most expensive time: book ferries and accommodation early, especially around 15 August.

## Autumn (September – October)

For many, September is the best month: the sea is at its warmest of the year, around 24 to 25 °C, the crowds thin out and prices drop. On Kalymnos the main climbing season begins and lasts into November. On Rhodes and Kos the tourist season continues until late October. On the small islands, however, some catamaran sailings are reduced from mid-October.

## Winter (November – March)

Winter is quiet. Rhodes and Kos carry on as working towns, with shops, museums and restaurants open, and the Medieval Town of Rhodes has a different charm without the crowds. Ferries from Piraeus run all year, but inter-island links are fewer and depend on the weather. If you travel then, plan with flexibility.

## A suggested route

For ten to twelve days between May and October: fly or take the overnight ferry to **Rhodes** (3 nights) – catamaran to **Symi** (2) – **Kos** (2), with a day trip to Nisyros – **Kalymnos** (2) – **Patmos** (2) – then back to Piraeus on the line ferry, about 7 to 8 hours. That way you never have to retrace your steps.

## Small islands worth a detour

**Symi**, with the neoclassical houses of Gialos and the monastery of Panormitis, is the most popular excursion from Rhodes. **Tilos** is quiet, with protected nature and plenty of birdlife. On **Nisyros** you can walk down into the volcano’s crater, while little **Halki** and remote **Kastellorizo**, with its colourful harbour, offer complete peace. Sailings to these islands are less frequent, so build the rest of your plan around them.

## Practical tips

- The overnight Piraeus–Rhodes ferry with a cabin is a comfortable alternative to flying, especially with a car.
- Always check which harbour or quay your ship leaves from: on Rhodes, Kos and Kalymnos, catamarans and large ferries do not always use the same spot.
- For excursions to Turkey, carry the documents required for your nationality.

Whatever season you choose, on Kyma you will find the sailings of every Dodecanese company and can combine several legs in one booking.`,
    },
    de: {
      slug: 'beste-reisezeit-fuer-den-dodekanes',
      title: 'Beste Reisezeit für den Dodekanes: die Jahreszeiten im Überblick',
      metaDescription:
        'Frühling, Sommer, Herbst oder Winter? Wetter, Meer, Feste und Fähren im Dodekanes nach Jahreszeiten – mit einem Routenvorschlag.',
      summary:
        'Der Dodekanes hat eine der längsten Badesaisons Griechenlands. Das bietet jede Jahreszeit – und so ändert sich der Fährplan.',
      body: `Der Dodekanes erstreckt sich über die südöstliche Ägäis nahe der anatolischen Küste, von Patmos im Norden bis Rhodos und Karpathos im Süden. Das Klima gehört zu den mildesten des Landes, und die Sommersaison ist lang: Auf Rhodos ist Baden Ende Oktober keine Seltenheit. Die richtige Reisezeit hängt davon ab, was Sie vorhaben.

## Frühling (April – Mai)

Der Frühling ist die Zeit der Wildblumen, der Wanderungen und milder Temperaturen. Die Pfade auf Tilos, Nisyros und Patmos zeigen sich von ihrer besten Seite, und auf Rhodos ist es noch ruhig. Das Meer ist mit etwa 19 bis 20 °C im Mai frisch – etwas für Mutige. **Ostern** hat im Dodekanes eigene Bräuche: die Fußwaschung auf Patmos, laute Böller auf Kalymnos und Prozessionen in den Dörfern von Rhodos. Die Fähren ab Piräus fahren regulär, die Katamarane erweitern nach und nach ihren Fahrplan.

## Sommer (Juni – August)

Der Sommer ist die Zeit für Meer und lebhafte Abende. Die Temperaturen liegen oft über 30 °C, doch der Wind kühlt am Nachmittag. Der Meltemi weht vor allem im Juli und August; auf Rhodos und Kos haben die Strände der Windseite Wellen, während die andere Seite ruhig bleibt. Katamarane verbinden täglich die ganze Kette von Rhodos bis Patmos, und Ausflüge an die türkische Küste sind häufiger. Es ist aber auch die vollste und teuerste Zeit: Fähren und Unterkünfte früh buchen, besonders um den 15. August.

## Herbst (September – Oktober)

Für viele ist der September der schönste Monat: Das Meer ist mit etwa 24 bis 25 °C am wärmsten, es wird leerer, und die Preise sinken. Auf Kalymnos beginnt die Hauptsaison der Kletterer, die bis in den November reicht. Auf Rhodos und Kos dauert die Urlaubssaison bis Ende Oktober. Auf den kleinen Inseln werden einige Katamaranverbindungen jedoch ab Mitte Oktober ausgedünnt.

## Winter (November – März)

Der Winter ist ruhig. Rhodos und Kos leben als Städte ganz normal weiter, mit geöffneten Geschäften, Museen und Restaurants, und die Altstadt von Rhodos hat ohne Menschenmassen einen ganz eigenen Reiz. Die Fähren ab Piräus verkehren ganzjährig, die Verbindungen zwischen den Inseln sind aber seltener und wetterabhängig. Wer dann reist, plant am besten flexibel.

## Ein Routenvorschlag

Für zehn bis zwölf Tage zwischen Mai und Oktober: Flug oder Nachtfähre nach **Rhodos** (3 Nächte) – Katamaran nach **Symi** (2) – **Kos** (2), mit Tagesausflug nach Nisyros – **Kalymnos** (2) – **Patmos** (2) – zurück nach Piräus mit der Linienfähre in etwa 7 bis 8 Stunden. So müssen Sie keine Strecke doppelt fahren.

## Kleine Inseln, die einen Abstecher lohnen

**Symi** mit den klassizistischen Häusern von Gialos und dem Kloster Panormitis ist der beliebteste Ausflug ab Rhodos. **Tilos** ist ruhig, mit geschützter Natur und reicher Vogelwelt. Auf **Nisyros** steigen Sie in den Krater des Vulkans hinab, während das kleine **Chalki** und das abgelegene **Kastellorizo** mit seinem farbenfrohen Hafen vollkommene Ruhe bieten. Zu diesen Inseln fahren seltener Schiffe – planen Sie den Rest der Reise um diese Verbindungen herum.

## Praktische Tipps

- Die Nachtfähre Piräus–Rhodos mit Kabine ist eine bequeme Alternative zum Flug, besonders mit Auto.
- Prüfen Sie immer, von welchem Hafen oder Kai Ihr Schiff ablegt: Auf Rhodos, Kos und Kalymnos nutzen Katamarane und große Fähren nicht immer denselben Anleger.
- Für Ausflüge in die Türkei die für Ihre Staatsangehörigkeit erforderlichen Dokumente mitnehmen.

Zu welcher Jahreszeit Sie auch reisen: Bei Kyma finden Sie die Abfahrten aller Reedereien im Dodekanes und können mehrere Etappen in einer Buchung kombinieren.`,
    },
    es: {
      slug: 'mejor-epoca-para-visitar-el-dodecaneso',
      title: 'La mejor época para visitar el Dodecaneso: guía por estaciones',
      metaDescription:
        '¿Primavera, verano, otoño o invierno? Clima, mar, fiestas y ferris en el Dodecaneso según la estación, y una ruta sugerida entre islas.',
      summary:
        'El Dodecaneso tiene una de las temporadas de verano más largas de Grecia. Esto es lo que ofrece cada estación y cómo cambian los horarios de los barcos.',
      body: `El Dodecaneso se extiende por el sureste del Egeo, cerca de la costa de Anatolia, desde Patmos en el norte hasta Rodas y Kárpatos en el sur. Su clima es de los más suaves del país y el verano es largo: en Rodas no es raro bañarse a finales de octubre. La mejor época depende de lo que quiera hacer.

## Primavera (abril – mayo)

La primavera es la estación de las flores, el senderismo y las temperaturas suaves. Los caminos de Tilos, Nisyros y Patmos están en su mejor momento y Rodas aún no está llena. El mar está fresco, unos 19-20 °C en mayo, apto para valientes. La **Semana Santa** ortodoxa tiene en el Dodecaneso costumbres propias: el Lavatorio de los pies en Patmos, los estruendos de Kalymnos y las procesiones en los pueblos de Rodas. Los ferris desde El Pireo funcionan con normalidad y los catamaranes van sumando salidas.

## Verano (junio – agosto)

El verano es la época del mar y de las noches animadas. Las temperaturas superan a menudo los 30 °C, aunque el viento refresca las tardes. El meltemi sopla sobre todo en julio y agosto; en Rodas y Kos las playas de barlovento tienen oleaje mientras la otra costa sigue en calma. Los catamaranes recorren a diario toda la cadena, de Rodas a Patmos, y las excursiones a la costa turca son más frecuentes. Es también la época más concurrida y cara: reserve barcos y alojamiento con antelación, sobre todo en torno al 15 de agosto.

## Otoño (septiembre – octubre)

Para muchos, septiembre es el mejor mes: el mar alcanza su temperatura más alta del año, unos 24-25 °C, hay menos gente y los precios bajan. En Kalymnos empieza la gran temporada de escalada, que dura hasta noviembre. En Rodas y Kos la temporada turística sigue hasta finales de octubre. En las islas pequeñas, sin embargo, algunas salidas de catamarán se reducen desde mediados de octubre.

## Invierno (noviembre – marzo)

El invierno es tranquilo. Rodas y Kos siguen funcionando como ciudades, con comercios, museos y restaurantes abiertos, y la Ciudad Medieval de Rodas tiene otro encanto sin multitudes. Los ferris desde El Pireo navegan todo el año, pero las conexiones entre islas son menos y dependen del tiempo. Si viaja entonces, planifique con flexibilidad.

## Una ruta sugerida

Para diez o doce días entre mayo y octubre: vuelo o ferry nocturno a **Rodas** (3 noches) – catamarán a **Symi** (2) – **Kos** (2), con excursión de un día a Nisyros – **Kalymnos** (2) – **Patmos** (2) – regreso a El Pireo en el ferry de línea, unas 7-8 horas. Así no tendrá que desandar el camino.

## Islas pequeñas que merecen un desvío

**Symi**, con las casas neoclásicas de Gialos y el monasterio de Panormitis, es la excursión más popular desde Rodas. **Tilos** es tranquila, con naturaleza protegida y muchas aves. En **Nisyros** se puede bajar al cráter del volcán, mientras que la pequeña **Halki** y la remota **Kastellorizo**, con su puerto de colores, ofrecen calma absoluta. Las salidas hacia estas islas son menos frecuentes, así que organice el resto del viaje en torno a ellas.

## Consejos prácticos

- El ferry nocturno El Pireo–Rodas con camarote es una alternativa cómoda al avión, sobre todo con coche.
- Compruebe siempre de qué puerto o muelle sale su barco: en Rodas, Kos y Kalymnos los catamaranes y los grandes ferris no siempre usan el mismo.
- Para excursiones a Turquía, lleve los documentos exigidos para su nacionalidad.

Sea cual sea la estación que elija, en Kyma encontrará las salidas de todas las navieras del Dodecaneso y podrá combinar varios trayectos en una sola reserva.`,
    },
    fr: {
      slug: 'quand-partir-dans-le-dodecanese',
      title: 'Quand partir dans le Dodécanèse : le guide saison par saison',
      metaDescription:
        'Printemps, été, automne ou hiver ? Météo, mer, fêtes et ferries dans le Dodécanèse selon la saison, avec un itinéraire entre les îles.',
      summary:
        'Le Dodécanèse bénéficie de l’une des plus longues saisons estivales de Grèce. Ce que propose chaque saison et comment évoluent les horaires des ferries.',
      body: `Le Dodécanèse s’étire dans le sud-est de l’Égée, près de la côte anatolienne, de Patmos au nord jusqu’à Rhodes et Karpathos au sud. Son climat compte parmi les plus doux du pays et l’été y dure longtemps : à Rhodes, on se baigne souvent encore fin octobre. La bonne période dépend de ce que vous souhaitez faire.

## Printemps (avril – mai)

Le printemps est la saison des fleurs, de la randonnée et des températures douces. Les sentiers de Tilos, de Nissyros et de Patmos sont à leur meilleur, et Rhodes n’a pas encore la foule de l’été. La mer est fraîche, environ 19 à 20 °C en mai, réservée aux courageux. **Pâques** a ici ses propres traditions : le Lavement des pieds à Patmos, les détonations de Kalymnos et les processions dans les villages de Rhodes. Les ferries du Pirée circulent normalement et les catamarans ajoutent progressivement des départs.

## Été (juin – août)

L’été est la saison de la mer et des soirées animées. Les températures dépassent souvent 30 °C, mais le vent rafraîchit les après-midi. Le meltem souffle surtout en juillet et août ; à Rhodes et à Kos, les plages exposées ont des vagues tandis que l’autre côte reste calme. Les catamarans relient chaque jour toute la chaîne, de Rhodes à Patmos, et les excursions vers la côte turque sont plus fréquentes. C’est aussi la période la plus chargée et la plus chère : réservez ferries et hébergements tôt, surtout autour du 15 août.

## Automne (septembre – octobre)

Pour beaucoup, septembre est le meilleur mois : la mer atteint sa température la plus élevée de l’année, environ 24 à 25 °C, la foule se raréfie et les prix baissent. À Kalymnos commence la grande saison de l’escalade, qui se prolonge jusqu’en novembre. À Rhodes et Kos, la saison touristique dure jusqu’à fin octobre. Sur les petites îles, en revanche, certains catamarans réduisent leurs départs dès la mi-octobre.

## Hiver (novembre – mars)

L’hiver est calme. Rhodes et Kos vivent comme des villes ordinaires, avec commerces, musées et restaurants ouverts, et la vieille ville de Rhodes a un autre charme sans la foule. Les ferries du Pirée naviguent toute l’année, mais les liaisons entre îles sont moins nombreuses et dépendent de la météo. Si vous voyagez à cette saison, gardez de la souplesse.

## Un itinéraire suggéré

Pour dix à douze jours entre mai et octobre : avion ou ferry de nuit jusqu’à **Rhodes** (3 nuits) – catamaran pour **Symi** (2) – **Kos** (2), avec une excursion à Nissyros – **Kalymnos** (2) – **Patmos** (2) – retour au Pirée par le ferry de ligne, en 7 à 8 heures environ. Vous n’avez ainsi jamais à revenir sur vos pas.

## Petites îles qui valent le détour

**Symi**, avec les maisons néoclassiques de Gialos et le monastère de Panormitis, est l’excursion la plus prisée depuis Rhodes. **Tilos** est paisible, avec une nature protégée et de nombreux oiseaux. À **Nissyros**, on descend dans le cratère du volcan, tandis que la petite **Halki** et la lointaine **Kastellorizo**, avec son port coloré, offrent un calme absolu. Les départs vers ces îles sont moins fréquents : construisez le reste de votre programme autour d’eux.

## Conseils pratiques

- Le ferry de nuit Le Pirée–Rhodes avec cabine est une alternative confortable à l’avion, surtout avec une voiture.
- Vérifiez toujours de quel port ou quai part votre navire : à Rhodes, à Kos et à Kalymnos, catamarans et grands ferries n’utilisent pas toujours le même.
- Pour les excursions en Turquie, emportez les documents exigés pour votre nationalité.

Quelle que soit la saison choisie, vous trouverez sur Kyma les départs de toutes les compagnies du Dodécanèse et pourrez combiner plusieurs trajets dans une seule réservation.`,
    },
    it: {
      slug: 'quando-andare-nel-dodecaneso',
      title: 'Quando andare nel Dodecaneso: la guida stagione per stagione',
      metaDescription:
        'Primavera, estate, autunno o inverno? Clima, mare, feste e traghetti nel Dodecaneso stagione per stagione, con un itinerario tra le isole.',
      summary:
        'Il Dodecaneso ha una delle stagioni estive più lunghe della Grecia. Ecco cosa offre ogni stagione e come cambiano gli orari dei traghetti.',
      body: `Il Dodecaneso si allunga nell’Egeo sud-orientale, vicino alla costa anatolica, da Patmos a nord fino a Rodi e Karpathos a sud. Il clima è tra i più miti del paese e l’estate dura a lungo: a Rodi non è raro fare il bagno a fine ottobre. Il periodo giusto dipende da cosa vuoi fare. Molti italiani conoscono già queste isole, che furono possedimento italiano tra il 1912 e il 1943 e conservano edifici di quell’epoca.

## Primavera (aprile – maggio)

La primavera è la stagione dei fiori, del trekking e delle temperature miti. I sentieri di Tilos, Nisyros e Patmos sono al loro meglio e Rodi non è ancora affollata. Il mare è fresco, circa 19-20 °C a maggio, adatto ai più coraggiosi. La **Pasqua** ortodossa qui ha usanze proprie: la Lavanda dei piedi a Patmos, i botti di Kalymnos e le processioni nei villaggi di Rodi. I traghetti dal Pireo viaggiano regolarmente e i catamarani aggiungono corse a poco a poco.

## Estate (giugno – agosto)

L’estate è la stagione del mare e delle serate vivaci. Le temperature superano spesso i 30 °C, ma il vento rinfresca i pomeriggi. Il meltemi soffia soprattutto a luglio e agosto; a Rodi e Kos le spiagge sopravento hanno onde, mentre l’altra costa resta calma. I catamarani collegano ogni giorno tutta la catena, da Rodi a Patmos, e le escursioni sulla costa turca sono più frequenti. È anche il periodo più affollato e caro: prenota traghetti e alloggi presto, soprattutto intorno a Ferragosto.

## Autunno (settembre – ottobre)

Per molti settembre è il mese migliore: il mare raggiunge la temperatura più alta dell’anno, circa 24-25 °C, c’è meno gente e i prezzi scendono. A Kalymnos comincia la grande stagione dell’arrampicata, che dura fino a novembre. A Rodi e Kos la stagione turistica prosegue fino a fine ottobre. Sulle isole minori, però, alcune corse dei catamarani si riducono già da metà ottobre.

## Inverno (novembre – marzo)

L’inverno è tranquillo. Rodi e Kos vivono come normali città, con negozi, musei e ristoranti aperti, e la Città medievale di Rodi ha un fascino diverso senza la folla. I traghetti dal Pireo viaggiano tutto l’anno, ma i collegamenti tra le isole sono meno e dipendono dal meteo. Se parti in questa stagione, pianifica con flessibilità.

## Un itinerario consigliato

Per dieci-dodici giorni tra maggio e ottobre: volo o traghetto notturno per **Rodi** (3 notti) – catamarano per **Symi** (2) – **Kos** (2), con gita in giornata a Nisyros – **Kalymnos** (2) – **Patmos** (2) – ritorno al Pireo con il traghetto di linea, circa 7-8 ore. Così non devi mai tornare sui tuoi passi.

## Isole minori che valgono una deviazione

**Symi**, con le case neoclassiche di Gialos e il monastero di Panormitis, è la gita più amata da Rodi. **Tilos** è tranquilla, con natura protetta e tanti uccelli. A **Nisyros** si scende nel cratere del vulcano, mentre la piccola **Halki** e la lontana **Kastellorizo**, con il suo porto colorato (lo conosci forse dal film *Mediterraneo*), offrono una calma assoluta. Le corse per queste isole sono meno frequenti, quindi costruisci il resto del programma intorno a loro.

## Consigli pratici

- Il traghetto notturno Pireo–Rodi con cabina è un’alternativa comoda all’aereo, soprattutto con l’auto.
- Controlla sempre da quale porto o banchina parte la tua nave: a Rodi, Kos e Kalymnos catamarani e grandi traghetti non usano sempre lo stesso punto.
- Per le escursioni in Turchia porta i documenti richiesti per la tua nazionalità.

Qualunque stagione tu scelga, su Kyma trovi le corse di tutte le compagnie del Dodecaneso e puoi combinare più tratte in un’unica prenotazione.`,
    },
    sq: {
      slug: 'koha-me-e-mire-per-dodekanezin',
      title: 'Koha më e mirë për Dodekanezin: udhëzues sipas stinëve',
      metaDescription:
        'Pranverë, verë, vjeshtë apo dimër? Moti, deti, festat dhe tragetet në Dodekanez sipas stinës, si dhe një itinerar i sugjeruar mes ishujve.',
      summary:
        'Dodekanezi ka një nga sezonet verore më të gjata në Greqi. Ja çfarë ofron çdo stinë dhe si ndryshojnë oraret e trageteve.',
      body: `Dodekanezi shtrihet në Egjeun juglindor, pranë bregut të Anadollit, nga Patmosi në veri deri në Rodos dhe Karpathos në jug. Klima është ndër më të butat e vendit dhe vera zgjat shumë: në Rodos nuk është e rrallë të lahesh edhe në fund të tetorit. Koha e duhur varet nga ajo që doni të bëni.

## Pranvera (prill – maj)

Pranvera është stina e luleve, e ecjeve dhe e temperaturave të buta. Shtigjet e Tilosit, Nisirosit dhe Patmosit janë në kulmin e bukurisë, ndërsa Rodosi ende nuk ka turmat e verës. Deti është i freskët, rreth 19 deri në 20 °C në maj, për më të guximshmit. **Pashkët** në Dodekanez kanë zakonet e tyre: Larja e Këmbëve në Patmos, shpërthimet e zhurmshme në Kalimnos dhe procesionet në fshatrat e Rodosit. Tragetet nga Pireu lundrojnë normalisht, ndërsa katamaranët shtojnë gradualisht nisjet.

## Vera (qershor – gusht)

Vera është stina e detit dhe e mbrëmjeve të gjalla. Temperaturat kalojnë shpesh 30 °C, por era i fresko pasditet. Meltemi fryn kryesisht në korrik dhe gusht; në Rodos dhe Kos plazhet e anës me erë kanë dallgë, ndërsa ana tjetër mbetet e qetë. Katamaranët lidhin çdo ditë gjithë zinxhirin, nga Rodosi në Patmos, dhe ekskursionet në bregun turk janë më të shpeshta. Megjithatë është edhe periudha më e mbushur dhe më e shtrenjtë: rezervoni tragetet dhe akomodimin herët, sidomos rreth 15 gushtit.

## Vjeshta (shtator – tetor)

Për shumëkënd, shtatori është muaji më i mirë: deti arrin temperaturën më të lartë të vitit, rreth 24 deri në 25 °C, turmat pakësohen dhe çmimet bien. Në Kalimnos fillon sezoni i madh i ngjitjes në shkëmb, që zgjat deri në nëntor. Në Rodos dhe Kos sezoni turistik vazhdon deri në fund të tetorit. Në ishujt e vegjël, megjithatë, disa udhëtime me katamaran pakësohen që nga mesi i tetorit.

## Dimri (nëntor – mars)

Dimri është i qetë. Rodosi dhe Kosi jetojnë si qytete normale, me dyqane, muze dhe restorante të hapura, dhe Qyteti Mesjetar i Rodosit ka një hijeshi tjetër pa turma. Tragetet nga Pireu lundrojnë gjatë gjithë vitit, por lidhjet mes ishujve janë më të pakta dhe varen nga moti. Nëse udhëtoni atëherë, planifikoni me fleksibilitet.

## Një itinerar i sugjeruar

Për dhjetë deri në dymbëdhjetë ditë mes majit dhe tetorit: fluturim ose traget nate për në **Rodos** (3 netë) – katamaran për në **Simi** (2) – **Kos** (2), me ekskursion njëditor në Nisiros – **Kalimnos** (2) – **Patmos** (2) – kthim në Pire me tragetin e linjës, rreth 7 deri në 8 orë. Kështu nuk keni nevojë të ktheheni në të njëjtën rrugë.

## Ishuj të vegjël që ia vlen t’i vizitoni

**Simi**, me shtëpitë neoklasike të Gjalosit dhe manastirin e Panormitit, është ekskursioni më i preferuar nga Rodosi. **Tilosi** është i qetë, me natyrë të mbrojtur dhe shumë shpendë. Në **Nisiros** mund të zbrisni në kraterin e vullkanit, ndërsa **Halki** i vogël dhe **Kastelorizo** i largët, me portin e tij shumëngjyrësh, ofrojnë qetësi të plotë. Nisjet drejt këtyre ishujve janë më të rralla, ndaj ndërtojeni pjesën tjetër të planit rreth tyre.

## Këshilla praktike

- Trageti i natës Pire–Rodos me kabinë është alternativë e rehatshme ndaj avionit, sidomos me makinë.
- Kontrolloni gjithmonë nga cili port ose skelë niset anija: në Rodos, Kos dhe Kalimnos katamaranët dhe tragetet e mëdha nuk përdorin gjithmonë të njëjtin vend.
- Për ekskursione në Turqi, mbani dokumentet e kërkuara për shtetësinë tuaj.

Cilëndo stinë të zgjidhni, në Kyma do të gjeni nisjet e të gjitha kompanive të Dodekanezit dhe mund të kombinoni disa segmente në një rezervim.`,
    },
  },
};
