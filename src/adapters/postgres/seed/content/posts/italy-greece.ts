import type { SeedPost } from '../types.ts';

export const POST_ITALY_GREECE: SeedPost = {
  key: 'italy-to-greece-by-ferry',
  publishedAt: '2026-02-18',
  illustration: {
    scene: 'sunset-sea',
    palette: { sky: '#f2c48d', sea: '#1f4e79', land: '#8c6a4f', accent: '#d9663b' },
  },
  destinationKeys: ['ancona', 'bari', 'brindisi', 'corfu', 'durres'],
  text: {
    el: {
      slug: 'apo-tin-italia-stin-ellada-me-ploio',
      title: 'Από την Ιταλία στην Ελλάδα με πλοίο: λιμάνια, διάρκεια και συμβουλές',
      metaDescription:
        'Οδηγός για το ταξίδι με πλοίο Ιταλία–Ελλάδα: Ανκόνα, Μπάρι, Μπρίντιζι και Βενετία προς Ηγουμενίτσα, Κέρκυρα και Πάτρα. Διάρκεια και συμβουλές.',
      summary:
        'Τέσσερα ιταλικά λιμάνια, τρία ελληνικά και πολλές επιλογές. Πώς να διαλέξετε τη σωστή διαδρομή για το ταξίδι σας στην Αδριατική.',
      body: `Για όσους ταξιδεύουν με αυτοκίνητο, μοτοσικλέτα ή τροχόσπιτο από την κεντρική και βόρεια Ευρώπη, το πλοίο από την Ιταλία είναι ο πιο άνετος δρόμος προς την Ελλάδα. Αντί για ατελείωτα χιλιόμετρα στα Βαλκάνια, περνάτε μια νύχτα ή μια μέρα στη θάλασσα και φτάνετε ξεκούραστοι. Οι γραμμές της Αδριατικής λειτουργούν όλο τον χρόνο, με μεγάλα επιβατηγά-οχηματαγωγά που μοιάζουν περισσότερο με μικρά κρουαζιερόπλοια.

## Τα λιμάνια αναχώρησης

- **Βενετία:** η πιο βόρεια επιλογή, βολική για όσους έρχονται από την Αυστρία και τη Γερμανία. Το ταξίδι ως την Πάτρα ξεπερνά το ενάμισι εικοσιτετράωρο.
- **Ανκόνα:** καθημερινά πλοία προς Ηγουμενίτσα (περίπου 15 με 16 ώρες) και Πάτρα (περίπου 21 με 23 ώρες).
- **Μπάρι:** νυχτερινά πλοία προς Ηγουμενίτσα (περίπου 9 με 11 ώρες) και Πάτρα, με στάση στην Κέρκυρα το καλοκαίρι.
- **Μπρίντιζι:** η συντομότερη θαλάσσια διαδρομή, περίπου 8 ώρες ως την Ηγουμενίτσα.

Όσο πιο νότια ξεκινήσετε, τόσο λιγότερη θάλασσα και τόσο περισσότερη οδήγηση μέσα στην Ιταλία. Συγκρίνετε το συνολικό ταξίδι, όχι μόνο τις ώρες στο πλοίο.

## Ηγουμενίτσα ή Πάτρα;

Η **Ηγουμενίτσα** είναι ιδανική αν πηγαίνετε στην Ήπειρο, στα Μετέωρα, στη Θεσσαλονίκη και τη Βόρεια Ελλάδα, ή στην Κέρκυρα, που απέχει περίπου 1,5 ώρα με το πλοίο. Η **Πάτρα** σας φέρνει στην Πελοπόννησο και περίπου 2,5 με 3 ώρες οδικώς από την Αθήνα και τον Πειραιά, απ’ όπου ξεκινούν τα πλοία για τα νησιά του Αιγαίου. Από την Κυλλήνη, μία ώρα νότια της Πάτρας, πλοία πηγαίνουν στη Ζάκυνθο και την Κεφαλονιά.

## Καμπίνα, αεροπορική θέση ή κατάστρωμα;

Στα νυχτερινά δρομολόγια μια **καμπίνα** αξίζει, ειδικά με παιδιά. Οι εσωτερικές καμπίνες είναι οικονομικότερες, οι εξωτερικές έχουν παράθυρο. Οι **αεροπορικές θέσεις** είναι καλή λύση για τα πιο σύντομα, πρωινά δρομολόγια. Το **εισιτήριο καταστρώματος** είναι το φθηνότερο, αλλά δεν εξασφαλίζει θέση. Το καλοκαίρι αρκετές εταιρείες προσφέρουν **«κάμπινγκ στο πλοίο»**: μένετε στο τροχόσπιτό σας σε ειδικό κατάστρωμα, με παροχή ρεύματος.

## Έγγραφα και επιβίβαση

Η Ιταλία και η Ελλάδα ανήκουν στη ζώνη Σένγκεν, αλλά στα λιμάνια γίνεται έλεγχος εισιτηρίων και ταυτότητας: έχετε μαζί ταυτότητα ή διαβατήριο για κάθε επιβάτη, καθώς και την άδεια κυκλοφορίας και την ασφάλεια του οχήματος. Φτάστε στο λιμάνι **τουλάχιστον δύο ώρες** πριν την αναχώρηση· σε ορισμένα λιμάνια πρέπει πρώτα να περάσετε από το γραφείο της εταιρείας για check-in. Για ταξίδι με κατοικίδιο χρειάζεστε ευρωπαϊκό διαβατήριο κατοικίδιου.

## Πότε να κλείσετε

Η κίνηση κορυφώνεται προς την Ελλάδα στα τέλη Ιουλίου και στις αρχές Αυγούστου, και προς την Ιταλία στο δεύτερο μισό του Αυγούστου. Για αυτές τις ημερομηνίες κλείστε καμπίνα και θέση οχήματος αρκετούς μήνες νωρίτερα. Εκτός αιχμής, από τον Σεπτέμβριο ως τον Ιούνιο, τα πλοία είναι πιο ήσυχα και οι ναύλοι συχνά χαμηλότεροι.

## Φαγητό, χρήματα και κινητό στο πλοίο

Τα εστιατόρια και τα μπαρ δέχονται κάρτες, αλλά οι τιμές είναι υψηλότερες απ’ ό,τι στη στεριά· λίγα σνακ και νερό από πριν βοηθούν, ειδικά με παιδιά. Στα ανοιχτά της Αδριατικής το κινητό σας μπορεί να συνδεθεί στο δορυφορικό δίκτυο του πλοίου, που χρεώνεται ξεχωριστά και ακριβά, ακόμα κι αν έχετε περιαγωγή εντός ΕΕ. Απενεργοποιήστε την περιαγωγή δεδομένων ή βάλτε το τηλέφωνο σε λειτουργία πτήσης όσο είστε μακριά από την ακτή, και χρησιμοποιήστε το Wi-Fi του πλοίου όπου υπάρχει.

## Στο πλοίο

Τα πλοία της Αδριατικής έχουν εστιατόρια, καφετέριες, καταστήματα, παιδικές γωνιές και ανοιχτά καταστρώματα. Κατά τη διάρκεια του ταξιδιού δεν έχετε πρόσβαση στο γκαράζ, οπότε ετοιμάστε από πριν μια τσάντα με τα απαραίτητα για τη νύχτα. Αν ζαλίζεστε, προτιμήστε καμπίνα στο μέσο του πλοίου και σε χαμηλότερο κατάστρωμα.

Στην Kyma μπορείτε να συγκρίνετε τα δρομολόγια όλων των εταιρειών της Αδριατικής, να προσθέσετε όχημα και κατοικίδιο και να συνδυάσετε το ταξίδι από την Ιταλία με το πλοίο για το νησί σας σε μία κράτηση.`,
    },
    en: {
      slug: 'italy-to-greece-by-ferry',
      title: 'Italy to Greece by ferry: ports, crossing times and tips',
      metaDescription:
        'A guide to the Italy–Greece ferry: Ancona, Bari, Brindisi and Venice to Igoumenitsa, Corfu and Patras. Crossing times, cabins and tips.',
      summary:
        'Four Italian ports, three Greek ones and plenty of options. How to choose the right crossing for your Adriatic journey.',
      body: `For anyone travelling by car, motorbike or camper from central and northern Europe, the ferry from Italy is the most comfortable way to reach Greece. Instead of endless kilometres through the Balkans, you spend a night or a day at sea and arrive rested. The Adriatic lines run all year with large cruise ferries that feel more like small cruise ships.

## Departure ports

- **Venice:** the northernmost option, convenient if you are coming from Austria and Germany. The crossing to Patras takes well over a day.
- **Ancona:** daily ferries to Igoumenitsa (about 15 to 16 hours) and Patras (about 21 to 23 hours).
- **Bari:** overnight ferries to Igoumenitsa (about 9 to 11 hours) and Patras, calling at Corfu in summer.
- **Brindisi:** the shortest sea crossing, about 8 hours to Igoumenitsa.

The further south you start, the less time at sea and the more driving within Italy. Compare the whole journey, not just the hours on board.

## Igoumenitsa or Patras?

**Igoumenitsa** is ideal if you are heading for Epirus, Meteora, Thessaloniki and northern Greece, or for Corfu, about 1.5 hours away by ferry. **Patras** brings you to the Peloponnese and about 2.5 to 3 hours’ drive from Athens and Piraeus, where ferries leave for the Aegean islands. From Kyllini, an hour south of Patras, ferries run to Zakynthos and Kefalonia.

## Cabin, seat or deck?

On overnight sailings a **cabin** is worth it, especially with children. Inside cabins are cheaper; outside cabins have a window. **Aircraft-type seats** work well for shorter daytime crossings. A **deck ticket** is the cheapest but does not guarantee a seat. In summer several companies offer **“camping on board”**: you stay in your camper on a dedicated deck with an electricity supply.

## Documents and boarding

Italy and Greece are both in the Schengen area, but tickets and identity are checked at the ports: carry an ID card or passport for every passenger, plus the vehicle registration and insurance. Be at the port **at least two hours** before departure; at some ports you first need to check in at the company’s office. For pets you need an EU pet passport.

## When to book

Southbound traffic peaks in late July and early August, and northbound in the second half of August. For those dates, book cabins and vehicle spaces several months ahead. Outside the peak, from September to June, the ships are quieter and fares are often lower.

## Food, money and your phone on board

Restaurants and bars accept cards, but prices are higher than ashore; a few snacks and some water bought beforehand help, especially with children. Out in the Adriatic your phone may connect to the ship’s satellite network, which is charged separately and expensively even if you have EU roaming. Turn off data roaming or switch to flight mode while you are far from the coast, and use the ship’s Wi-Fi where it is available.

## On board

Adriatic ferries have restaurants, cafés, shops, children’s corners and open decks. You cannot go back to the car deck during the crossing, so pack a small overnight bag before you board. If you are prone to seasickness, choose a cabin in the middle of the ship and on a lower deck.

On Kyma you can compare sailings by all the Adriatic companies, add your vehicle and pet, and combine the crossing from Italy with the ferry to your island in a single booking.`,
    },
    de: {
      slug: 'mit-der-faehre-von-italien-nach-griechenland',
      title: 'Mit der Fähre von Italien nach Griechenland: Häfen, Fahrzeiten, Tipps',
      metaDescription:
        'Ratgeber zur Fähre Italien–Griechenland: Ancona, Bari, Brindisi und Venedig nach Igoumenitsa, Korfu und Patras. Fahrzeiten, Kabinen, Tipps.',
      summary:
        'Vier italienische Häfen, drei griechische und viele Möglichkeiten. So wählen Sie die passende Überfahrt für Ihre Adriareise.',
      body: `Wer mit Auto, Motorrad oder Wohnmobil aus Mittel- und Nordeuropa anreist, erreicht Griechenland am bequemsten mit der Fähre ab Italien. Statt endloser Kilometer über den Balkan verbringen Sie eine Nacht oder einen Tag auf See und kommen ausgeruht an. Die Adrialinien verkehren ganzjährig mit großen Fähren, die eher an kleine Kreuzfahrtschiffe erinnern.

## Die Abfahrtshäfen

- **Venedig:** die nördlichste Option, praktisch bei Anreise aus Österreich und Deutschland. Die Überfahrt nach Patras dauert deutlich mehr als einen Tag.
- **Ancona:** tägliche Fähren nach Igoumenitsa (etwa 15 bis 16 Stunden) und Patras (etwa 21 bis 23 Stunden).
- **Bari:** Nachtfähren nach Igoumenitsa (etwa 9 bis 11 Stunden) und Patras, im Sommer mit Halt auf Korfu.
- **Brindisi:** die kürzeste Seeverbindung, rund 8 Stunden bis Igoumenitsa.

Je weiter südlich Sie starten, desto kürzer die Seereise und desto länger die Fahrt durch Italien. Vergleichen Sie die gesamte Reise, nicht nur die Stunden an Bord.

## Igoumenitsa oder Patras?

**Igoumenitsa** ist ideal, wenn Sie nach Epirus, zu den Meteora-Klöstern, nach Thessaloniki und Nordgriechenland oder nach Korfu wollen, das mit der Fähre etwa 1,5 Stunden entfernt liegt. **Patras** bringt Sie auf die Peloponnes und etwa 2,5 bis 3 Autostunden von Athen und Piräus entfernt, wo die Fähren zu den Ägäisinseln ablegen. Von Kyllini, eine Stunde südlich von Patras, fahren Fähren nach Zakynthos und Kefalonia.

## Kabine, Sitz oder Deck?

Bei Nachtfahrten lohnt sich eine **Kabine**, besonders mit Kindern. Innenkabinen sind günstiger, Außenkabinen haben ein Fenster. **Flugzeugsitze** eignen sich für kürzere Tagesfahrten. Das **Deckticket** ist am günstigsten, garantiert aber keinen Sitzplatz. Im Sommer bieten mehrere Reedereien **„Camping an Bord“** an: Sie übernachten im eigenen Wohnmobil auf einem eigenen Deck mit Stromanschluss.

## Dokumente und Einschiffung

Italien und Griechenland gehören zum Schengen-Raum, doch in den Häfen werden Tickets und Ausweise kontrolliert: Führen Sie für jeden Reisenden Personalausweis oder Reisepass mit, dazu Fahrzeugschein und Versicherungsnachweis. Seien Sie **mindestens zwei Stunden** vor Abfahrt am Hafen; in manchen Häfen müssen Sie zuerst am Schalter der Reederei einchecken. Für Haustiere benötigen Sie den EU-Heimtierausweis.

## Wann buchen?

Der Verkehr Richtung Griechenland erreicht Ende Juli und Anfang August seinen Höhepunkt, Richtung Italien in der zweiten Augusthälfte. Für diese Termine Kabinen und Fahrzeugplätze mehrere Monate im Voraus buchen. Außerhalb der Spitzenzeit, von September bis Juni, ist es an Bord ruhiger, und die Preise sind oft niedriger.

## Essen, Geld und Handy an Bord

Restaurants und Bars akzeptieren Karten, die Preise liegen aber über denen an Land; ein paar vorher gekaufte Snacks und Wasser helfen, vor allem mit Kindern. Auf offener Adria kann sich Ihr Handy in das Satellitennetz des Schiffes einbuchen, das separat und teuer abgerechnet wird – auch mit EU-Roaming. Schalten Sie das Datenroaming ab oder aktivieren Sie den Flugmodus, solange Sie weit von der Küste entfernt sind, und nutzen Sie, wo vorhanden, das WLAN an Bord.

## An Bord

Die Adriafähren haben Restaurants, Cafés, Geschäfte, Kinderecken und offene Decks. Während der Überfahrt kommen Sie nicht zurück aufs Fahrzeugdeck – packen Sie daher vorher eine kleine Tasche für die Nacht. Wer zu Seekrankheit neigt, wählt eine Kabine mittschiffs und auf einem unteren Deck.

Bei Kyma vergleichen Sie die Abfahrten aller Adria-Reedereien, fügen Fahrzeug und Haustier hinzu und kombinieren die Überfahrt aus Italien mit der Fähre zu Ihrer Insel in einer einzigen Buchung.`,
    },
    es: {
      slug: 'de-italia-a-grecia-en-ferry',
      title: 'De Italia a Grecia en ferry: puertos, duración y consejos',
      metaDescription:
        'Guía del ferry Italia–Grecia: Ancona, Bari, Brindisi y Venecia hacia Igoumenitsa, Corfú y Patras. Duración, camarotes y consejos.',
      summary:
        'Cuatro puertos italianos, tres griegos y muchas opciones. Cómo elegir la travesía adecuada para su viaje por el Adriático.',
      body: `Para quien viaja en coche, moto o autocaravana desde el centro y el norte de Europa, el ferry desde Italia es la forma más cómoda de llegar a Grecia. En lugar de interminables kilómetros por los Balcanes, pasa una noche o un día en el mar y llega descansado. Las líneas del Adriático funcionan todo el año con grandes ferris que parecen pequeños cruceros.

## Los puertos de salida

- **Venecia:** la opción más al norte, práctica si viene de Austria y Alemania. La travesía hasta Patras supera con creces el día.
- **Ancona:** ferris diarios a Igoumenitsa (unas 15-16 horas) y Patras (unas 21-23 horas).
- **Bari:** ferris nocturnos a Igoumenitsa (unas 9-11 horas) y Patras, con escala en Corfú en verano.
- **Brindisi:** la travesía más corta, unas 8 horas hasta Igoumenitsa.

Cuanto más al sur salga, menos tiempo en el mar y más kilómetros por Italia. Compare el viaje completo, no solo las horas a bordo.

## ¿Igoumenitsa o Patras?

**Igoumenitsa** es ideal si va a Epiro, Meteora, Tesalónica y el norte de Grecia, o a Corfú, a unas 1,5 horas en ferry. **Patras** le deja en el Peloponeso, a unas 2,5-3 horas en coche de Atenas y El Pireo, de donde salen los ferris a las islas del Egeo. Desde Kyllini, una hora al sur de Patras, hay barcos a Zante y Cefalonia.

## ¿Camarote, butaca o cubierta?

En las travesías nocturnas merece la pena un **camarote**, sobre todo con niños. Los interiores son más económicos; los exteriores tienen ventana. Las **butacas tipo avión** funcionan bien en los trayectos diurnos más cortos. El **billete de cubierta** es el más barato, pero no garantiza asiento. En verano varias navieras ofrecen **«camping a bordo»**: se queda en su autocaravana en una cubierta específica con toma de corriente.

## Documentos y embarque

Italia y Grecia pertenecen al espacio Schengen, pero en los puertos se controlan billetes y documentación: lleve DNI o pasaporte de cada pasajero, además del permiso de circulación y el seguro del vehículo. Llegue al puerto **al menos dos horas** antes de la salida; en algunos puertos hay que hacer primero la facturación en la oficina de la naviera. Para las mascotas necesita el pasaporte europeo para animales de compañía.

## Cuándo reservar

El tráfico hacia Grecia alcanza su punto máximo a finales de julio y principios de agosto, y hacia Italia en la segunda quincena de agosto. Para esas fechas, reserve camarote y plaza para el vehículo con varios meses de antelación. Fuera de temporada alta, de septiembre a junio, los barcos van más tranquilos y las tarifas suelen ser más bajas.

## Comida, dinero y móvil a bordo

Restaurantes y bares aceptan tarjeta, pero los precios son más altos que en tierra; llevar algo de picar y agua comprados antes ayuda, sobre todo con niños. En pleno Adriático su móvil puede conectarse a la red por satélite del barco, que se cobra aparte y a precio alto aunque tenga itinerancia de la UE. Desactive los datos en itinerancia o active el modo avión mientras esté lejos de la costa, y use el wifi del barco donde lo haya.

## A bordo

Los ferris del Adriático tienen restaurantes, cafeterías, tiendas, rincones infantiles y cubiertas exteriores. Durante la travesía no podrá volver al garaje, así que prepare antes una pequeña bolsa para la noche. Si se marea con facilidad, elija un camarote en el centro del barco y en una cubierta baja.

En Kyma puede comparar las salidas de todas las navieras del Adriático, añadir su vehículo y su mascota y combinar la travesía desde Italia con el ferry a su isla en una sola reserva.`,
    },
    fr: {
      slug: 'de-l-italie-a-la-grece-en-ferry',
      title: 'De l’Italie à la Grèce en ferry : ports, durées et conseils',
      metaDescription:
        'Guide du ferry Italie–Grèce : Ancône, Bari, Brindisi et Venise vers Igoumenitsa, Corfou et Patras. Durées, cabines et conseils pratiques.',
      summary:
        'Quatre ports italiens, trois ports grecs et de nombreuses possibilités. Comment choisir la bonne traversée pour votre voyage en Adriatique.',
      body: `Pour qui voyage en voiture, à moto ou en camping-car depuis le centre et le nord de l’Europe, le ferry depuis l’Italie est la façon la plus confortable de rejoindre la Grèce. Plutôt que d’interminables kilomètres à travers les Balkans, vous passez une nuit ou une journée en mer et arrivez reposé. Les lignes de l’Adriatique fonctionnent toute l’année avec de grands car-ferries qui tiennent du petit paquebot.

## Les ports de départ

- **Venise :** l’option la plus au nord, pratique si vous venez d’Autriche ou d’Allemagne. La traversée jusqu’à Patras dure bien plus d’une journée.
- **Ancône :** ferries quotidiens vers Igoumenitsa (environ 15 à 16 heures) et Patras (environ 21 à 23 heures).
- **Bari :** ferries de nuit vers Igoumenitsa (environ 9 à 11 heures) et Patras, avec escale à Corfou en été.
- **Brindisi :** la traversée la plus courte, environ 8 heures jusqu’à Igoumenitsa.

Plus vous partez au sud, moins vous passez de temps en mer et plus vous roulez en Italie. Comparez le voyage dans son ensemble, pas seulement les heures à bord.

## Igoumenitsa ou Patras ?

**Igoumenitsa** est idéale pour l’Épire, les Météores, Thessalonique et le nord de la Grèce, ou pour Corfou, à environ 1 h 30 de ferry. **Patras** vous dépose dans le Péloponnèse, à 2 h 30 - 3 h de route d’Athènes et du Pirée, d’où partent les ferries pour les îles de l’Égée. De Kyllini, à une heure au sud de Patras, des ferries desservent Zante et Céphalonie.

## Cabine, fauteuil ou pont ?

Pour une traversée de nuit, une **cabine** vaut la dépense, surtout avec des enfants. Les cabines intérieures sont moins chères, les extérieures ont un hublot. Les **fauteuils de type avion** conviennent aux traversées de jour plus courtes. Le **billet de pont** est le moins cher mais ne garantit pas de siège. En été, plusieurs compagnies proposent le **« camping à bord »** : vous restez dans votre camping-car sur un pont dédié avec branchement électrique.

## Documents et embarquement

L’Italie et la Grèce font partie de l’espace Schengen, mais billets et pièces d’identité sont contrôlés au port : prévoyez une carte d’identité ou un passeport pour chaque passager, ainsi que la carte grise et l’assurance du véhicule. Soyez au port **au moins deux heures** avant le départ ; dans certains ports, il faut d’abord passer au guichet de la compagnie pour l’enregistrement. Pour un animal, le passeport européen pour animaux de compagnie est requis.

## Quand réserver

Le trafic vers la Grèce culmine fin juillet et début août, et vers l’Italie dans la seconde quinzaine d’août. Pour ces dates, réservez cabine et place véhicule plusieurs mois à l’avance. Hors pointe, de septembre à juin, les navires sont plus calmes et les tarifs souvent plus bas.

## Repas, argent et téléphone à bord

Restaurants et bars acceptent la carte, mais les prix sont plus élevés qu’à terre ; quelques en-cas et de l’eau achetés avant le départ sont utiles, surtout avec des enfants. En pleine Adriatique, votre téléphone peut se connecter au réseau satellite du navire, facturé à part et au prix fort, même avec l’itinérance européenne. Désactivez les données en itinérance ou passez en mode avion lorsque vous êtes loin des côtes, et utilisez le Wi-Fi du bord s’il existe.

## À bord

Les ferries de l’Adriatique disposent de restaurants, de cafés, de boutiques, d’espaces enfants et de ponts extérieurs. Le garage n’est pas accessible pendant la traversée : préparez un petit sac pour la nuit avant d’embarquer. Si vous êtes sujet au mal de mer, choisissez une cabine au milieu du navire et sur un pont inférieur.

Sur Kyma, vous comparez les départs de toutes les compagnies de l’Adriatique, ajoutez votre véhicule et votre animal, et combinez la traversée depuis l’Italie avec le ferry pour votre île dans une seule réservation.`,
    },
    it: {
      slug: 'dall-italia-alla-grecia-in-traghetto',
      title: 'Dall’Italia alla Grecia in traghetto: porti, durata e consigli',
      metaDescription:
        'Guida al traghetto Italia–Grecia: Ancona, Bari, Brindisi e Venezia per Igoumenitsa, Corfù e Patrasso. Durata, cabine e consigli.',
      summary:
        'Quattro porti italiani, tre greci e tante possibilità. Come scegliere la traversata giusta per il tuo viaggio in Adriatico.',
      body: `Se viaggi in auto, in moto o in camper, il traghetto è il modo più comodo per raggiungere la Grecia dall’Italia. Invece di macinare chilometri attraverso i Balcani, passi una notte o una giornata in mare e arrivi riposato. Le linee dell’Adriatico sono attive tutto l’anno con grandi navi traghetto che sembrano piccole navi da crociera.

## I porti di partenza

- **Venezia:** l’opzione più a nord, comoda se arrivi dal Nord Italia o dall’Austria. La traversata fino a Patrasso dura ben più di un giorno.
- **Ancona:** traghetti giornalieri per Igoumenitsa (circa 15-16 ore) e Patrasso (circa 21-23 ore).
- **Bari:** traghetti notturni per Igoumenitsa (circa 9-11 ore) e Patrasso, con scalo a Corfù d’estate.
- **Brindisi:** la traversata più breve, circa 8 ore fino a Igoumenitsa.

Più parti a sud, meno tempo passi in mare e più chilometri percorri in Italia. Confronta il viaggio nel suo insieme, non solo le ore a bordo.

## Igoumenitsa o Patrasso?

**Igoumenitsa** è ideale se vai in Epiro, alle Meteore, a Salonicco e nel nord della Grecia, oppure a Corfù, a circa 1,5 ore di traghetto. **Patrasso** ti porta nel Peloponneso, a circa 2,5-3 ore d’auto da Atene e dal Pireo, da dove partono i traghetti per le isole dell’Egeo. Da Kyllini, un’ora a sud di Patrasso, partono i traghetti per Zante e Cefalonia.

## Cabina, poltrona o ponte?

Nelle traversate notturne la **cabina** vale la spesa, soprattutto con i bambini. Le interne costano meno, le esterne hanno l’oblò. Le **poltrone tipo aereo** vanno bene per le traversate diurne più brevi. Il **passaggio ponte** è il più economico ma non garantisce un posto a sedere. D’estate diverse compagnie offrono il **«camping a bordo»**: resti nel tuo camper su un ponte dedicato, con attacco elettrico.

## Documenti e imbarco

Italia e Grecia fanno parte dell’area Schengen, ma al porto si controllano biglietti e documenti: porta carta d’identità valida per l’espatrio o passaporto per ogni passeggero, più libretto di circolazione e assicurazione del veicolo. Arriva al porto **almeno due ore** prima della partenza; in alcuni porti bisogna prima fare il check-in all’ufficio della compagnia. Per gli animali serve il passaporto europeo per animali da compagnia.

## Quando prenotare

Il traffico verso la Grecia raggiunge il picco tra fine luglio e inizio agosto, quello verso l’Italia nella seconda metà di agosto. Per queste date prenota cabina e posto auto con diversi mesi di anticipo. Fuori dal picco, da settembre a giugno, le navi sono più tranquille e le tariffe spesso più basse.

## Cibo, soldi e cellulare a bordo

Ristoranti e bar accettano le carte, ma i prezzi sono più alti che a terra; qualche snack e un po’ d’acqua comprati prima aiutano, soprattutto con i bambini. In mezzo all’Adriatico il telefono può agganciarsi alla rete satellitare della nave, che si paga a parte e a caro prezzo anche con il roaming UE. Disattiva il roaming dati o attiva la modalità aereo quando sei lontano dalla costa, e usa il Wi-Fi di bordo dove disponibile.

## A bordo

I traghetti dell’Adriatico hanno ristoranti, bar, negozi, angoli per bambini e ponti all’aperto. Durante la traversata non puoi tornare in garage, quindi prepara prima una piccola borsa per la notte. Se soffri il mal di mare, scegli una cabina al centro della nave e su un ponte basso.

Su Kyma puoi confrontare le partenze di tutte le compagnie dell’Adriatico, aggiungere veicolo e animale e abbinare la traversata dall’Italia al traghetto per la tua isola in un’unica prenotazione.`,
    },
    sq: {
      slug: 'nga-italia-ne-greqi-me-traget',
      title: 'Nga Italia në Greqi me traget: portet, kohëzgjatja dhe këshilla',
      metaDescription:
        'Udhëzues për tragetin Itali–Greqi: Ankona, Bari, Brindizi dhe Venecia drejt Igumenicës, Korfuzit dhe Patrës. Kohëzgjatja, kabinat dhe këshilla.',
      summary:
        'Katër porte italiane, tre greke dhe shumë mundësi. Si ta zgjidhni kalimin e duhur për udhëtimin tuaj në Adriatik.',
      body: `Për ata që udhëtojnë me makinë, motoçikletë ose kamper nga Evropa qendrore dhe veriore – përfshirë shumë shqiptarë që jetojnë në Itali – trageti nga Italia është mënyra më e rehatshme për të arritur në Greqi. Në vend të kilometrave të pafund nëpër Ballkan, kaloni një natë ose një ditë në det dhe mbërrini të pushuar. Linjat e Adriatikut funksionojnë gjatë gjithë vitit me tragete të mëdha që ngjajnë më shumë me anije të vogla lundrimi.

## Portet e nisjes

- **Venecia:** zgjedhja më veriore, e përshtatshme për ata që vijnë nga Austria dhe Gjermania. Udhëtimi deri në Patra zgjat më shumë se një ditë.
- **Ankona:** tragete të përditshme për Igumenicë (rreth 15 deri në 16 orë) dhe Patra (rreth 21 deri në 23 orë).
- **Bari:** tragete nate për Igumenicë (rreth 9 deri në 11 orë) dhe Patra, me ndalesë në Korfuz në verë.
- **Brindizi:** kalimi detar më i shkurtër, rreth 8 orë deri në Igumenicë.

Sa më në jug të niseni, aq më pak kohë në det dhe aq më shumë rrugë me makinë në Itali. Krahasoni gjithë udhëtimin, jo vetëm orët në bord.

## Igumenicë apo Patra?

**Igumenica** është ideale nëse shkoni në Epir, në Meteora, në Selanik dhe Greqinë veriore, ose në Korfuz, rreth 1,5 orë larg me traget. **Patra** ju çon në Peloponez, rreth 2,5 deri në 3 orë me makinë nga Athina dhe Pireu, prej nga nisen tragetet për ishujt e Egjeut. Nga Kilini, një orë në jug të Patrës, nisen tragete për Zakint dhe Qefaloni.

## Kabinë, ndenjëse apo kuvertë?

Në udhëtimet e natës ia vlen një **kabinë**, sidomos me fëmijë. Kabinat e brendshme janë më të lira, të jashtmet kanë dritare. **Ndenjëset si në avion** janë zgjidhje e mirë për udhëtimet më të shkurtra të ditës. **Bileta e kuvertës** është më e lira, por nuk garanton vend. Në verë disa kompani ofrojnë **«kamping në bord»**: qëndroni në kamperin tuaj në një kuvertë të posaçme me prizë elektrike.

## Dokumentet dhe hipja

Italia dhe Greqia janë në zonën Schengen, por në porte kontrollohen biletat dhe dokumentet: mbani kartë identiteti ose pasaportë për çdo pasagjer, si dhe lejen e qarkullimit dhe sigurimin e automjetit. Shtetasit shqiptarë duhet të kontrollojnë rregullat e hyrjes në Schengen që zbatohen për ta. Jini në port **të paktën dy orë** para nisjes; në disa porte duhet të bëni fillimisht check-in në zyrën e kompanisë. Për kafshët shtëpiake nevojitet pasaporta evropiane e kafshës.

## Kur të rezervoni

Trafiku drejt Greqisë arrin kulmin në fund të korrikut dhe fillim të gushtit, ndërsa drejt Italisë në gjysmën e dytë të gushtit. Për këto data rezervoni kabinën dhe vendin e automjetit disa muaj më parë. Jashtë kulmit, nga shtatori deri në qershor, anijet janë më të qeta dhe tarifat shpesh më të ulëta.

## Ushqimi, paratë dhe telefoni në bord

Restorantet dhe baret pranojnë karta, por çmimet janë më të larta se në tokë; disa ushqime të lehta dhe ujë të blera më parë ndihmojnë, sidomos me fëmijë. Në mes të Adriatikut telefoni mund të lidhet me rrjetin satelitor të anijes, që paguhet veçmas dhe shtrenjtë. Çaktivizoni roaming-un e të dhënave ose vendosni modalitetin e fluturimit kur jeni larg bregut, dhe përdorni Wi-Fi-në e anijes aty ku ka.

## Në bord

Tragetet e Adriatikut kanë restorante, kafene, dyqane, kënde për fëmijë dhe kuverta të hapura. Gjatë udhëtimit nuk mund të ktheheni në garazh, ndaj përgatitni më parë një çantë të vogël për natën. Nëse merrni lehtë të përziera, zgjidhni kabinë në mes të anijes dhe në një kuvertë më të ulët.

Në Kyma mund të krahasoni nisjet e të gjitha kompanive të Adriatikut, të shtoni automjetin dhe kafshën dhe ta kombinoni kalimin nga Italia me tragetin për ishullin tuaj në një rezervim të vetëm.`,
    },
  },
};
