import type { SeedPost } from '../types.ts';

export const POST_CAR_AND_PET: SeedPost = {
  key: 'car-or-pet-by-ferry',
  publishedAt: '2026-04-02',
  illustration: {
    scene: 'harbour',
    palette: { sky: '#dfeaf2', sea: '#245c7a', land: '#c9b28f', accent: '#e4572e' },
  },
  destinationKeys: ['naxos', 'heraklion', 'chania', 'kefalonia', 'corfu'],
  text: {
    el: {
      slug: 'taxidi-me-aftokinito-i-katoikidio-sto-ploio',
      title: 'Ταξίδι με πλοίο με αυτοκίνητο ή κατοικίδιο: όσα πρέπει να ξέρετε',
      metaDescription:
        'Πρακτικός οδηγός για ταξίδι με πλοίο με αυτοκίνητο, τροχόσπιτο ή κατοικίδιο: κρατήσεις, έγγραφα, επιβίβαση, καμπίνες για ζώα και κανόνες.',
      summary:
        'Με το δικό σας όχημα ή με τον σκύλο σας, το ταξίδι με πλοίο είναι εύκολο αν ξέρετε τους βασικούς κανόνες. Ορίστε τι να ελέγξετε πριν κλείσετε.',
      body: `Ένα από τα πλεονεκτήματα του πλοίου είναι ότι παίρνετε μαζί σας ό,τι χρειάζεστε: το αυτοκίνητο για να γυρίσετε το νησί, τη μοτοσικλέτα, ακόμα και τον τετράποδο φίλο σας. Για να κυλήσουν όλα ομαλά, αξίζει να γνωρίζετε μερικούς κανόνες.

## Πότε αξίζει να πάρετε το αυτοκίνητο

Στα μεγάλα νησιά, όπως η **Κρήτη**, η **Νάξος**, η **Κεφαλονιά** ή η **Λέσβος**, ένα αυτοκίνητο ανοίγει πολλές επιλογές: ορεινά χωριά, απομακρυσμένες παραλίες, δική σας ελευθερία ωραρίου. Σε μικρά νησιά, όπως η Φολέγανδρος ή η Ύδρα, όπου στην Ύδρα μάλιστα δεν επιτρέπονται αυτοκίνητα, δεν χρειάζεται. Στα ταξίδια από την Ιταλία, το δικό σας όχημα είναι συχνά η πιο πρακτική λύση.

## Κράτηση για όχημα

- Η τιμή του οχήματος εξαρτάται συνήθως από το **μήκος** του· δηλώστε το σωστά, μαζί με τυχόν μπαγκαζιέρα, σχάρα ποδηλάτων ή τρέιλερ.
- Για τροχόσπιτα και αυτοκινούμενα, ορισμένες εταιρείες ζητούν και το ύψος.
- Οι θέσεις στο γκαράζ είναι περιορισμένες: τον Ιούλιο, τον Αύγουστο και στις γιορτές κλείστε νωρίς.
- Τα ταχύπλοα καταμαράν δέχονται συνήθως λίγα οχήματα, ενώ τα υδροπτέρυγα καθόλου.
- Αν το αυτοκίνητο είναι ενοικιασμένο, ελέγξτε ότι η εταιρεία ενοικίασης επιτρέπει τη μεταφορά με πλοίο.

## Στο λιμάνι και στο πλοίο

Φτάστε στο λιμάνι **τουλάχιστον μία ώρα πριν** από την αναχώρηση, ή όσο νωρίτερα ορίζει η εταιρεία, για τα διεθνή δρομολόγια συνήθως δύο ώρες. Έχετε μαζί την άδεια κυκλοφορίας και την ασφάλεια του οχήματος. Στο πλοίο, ο οδηγός επιβιβάζεται με το όχημα και οι υπόλοιποι επιβάτες συνήθως από τη ράμπα πεζών. Κατά τη διάρκεια του ταξιδιού **το γκαράζ κλείνει**, οπότε πάρτε μαζί σας νερό, φάρμακα, φορτιστές και ό,τι άλλο χρειαστείτε.

## Ταξίδι με κατοικίδιο

Τα κατοικίδια ταξιδεύουν στα περισσότερα πλοία, αλλά **οι κανόνες διαφέρουν από εταιρεία σε εταιρεία**. Γενικά ισχύουν τα εξής:

- Στα συμβατικά πλοία τα ζώα μένουν σε ειδικά κλουβιά (κυνοτροφεία) στο κατάστρωμα ή στους ανοιχτούς χώρους, με λουρί και, για τους σκύλους, συχνά με φίμωτρο.
- Πολλά μεγάλα πλοία διαθέτουν **καμπίνες για κατοικίδια**, όπου το ζώο μένει μαζί σας. Είναι λίγες, οπότε κλείστε τες νωρίς.
- Στα σαλόνια και στα εστιατόρια τα ζώα συνήθως δεν επιτρέπονται, με εξαίρεση τους σκύλους-οδηγούς.
- Στα ταχύπλοα, μικρά ζώα ταξιδεύουν συνήθως μέσα σε κλουβί μεταφοράς.
- Έχετε μαζί το βιβλιάριο υγείας, και για ταξίδια στο εξωτερικό το **ευρωπαϊκό διαβατήριο κατοικίδιου**, μικροτσίπ και ισχύον εμβόλιο λύσσας.

Όταν κάνετε κράτηση στην Kyma, δηλώστε το κατοικίδιο μαζί με τους επιβάτες, ώστε να εφαρμοστούν οι κανόνες και η χρέωση της εταιρείας.

## Μοτοσικλέτες και ποδήλατα

Οι μοτοσικλέτες χρεώνονται συνήθως λιγότερο από τα αυτοκίνητα και δένονται από το πλήρωμα στο γκαράζ· αν έχετε βαλίτσες ή τσάντα ρεζερβουάρ, πάρτε μαζί σας ό,τι πολύτιμο. Τα ποδήλατα μεταφέρονται στα περισσότερα συμβατικά πλοία, άλλοτε δωρεάν και άλλοτε με μικρή χρέωση, ενώ στα ταχύπλοα ο χώρος είναι περιορισμένος και καλό είναι να ρωτήσετε πριν. Ένα πτυσσόμενο ποδήλατο σε θήκη ταξιδεύει σχεδόν παντού ως αποσκευή. Και για τα δίκυκλα ισχύει ο ίδιος κανόνας: δηλώστε τα στην κράτηση, ώστε να σας περιμένει θέση στο γκαράζ.

## Μερικές συμβουλές ακόμα

Τις ζεστές μέρες προτιμήστε πρωινά ή βραδινά δρομολόγια, για να μη μένει το ζώο στον ήλιο, και έχετε πάντα νερό και ένα μπολ. Βγάλτε τον σκύλο βόλτα πριν την επιβίβαση. Για το αυτοκίνητο, ένα γεμάτο ρεζερβουάρ πριν από νυχτερινό ταξίδι σάς γλιτώνει από το ψάξιμο πρατηρίου τα ξημερώματα. Με λίγη προετοιμασία, το ταξίδι με όχημα ή κατοικίδιο είναι εξίσου απλό με οποιοδήποτε άλλο.`,
    },
    en: {
      slug: 'travelling-by-ferry-with-a-car-or-a-pet',
      title: 'Travelling by ferry with a car or a pet: what you need to know',
      metaDescription:
        'A practical guide to ferry travel with a car, camper or pet: bookings, documents, boarding, pet cabins and the rules to check before you go.',
      summary:
        'With your own vehicle or your dog, ferry travel is easy once you know the basic rules. Here is what to check before you book.',
      body: `One of the great advantages of the ferry is that you can take what you need with you: the car to explore an island, the motorbike, even your four-legged friend. For everything to go smoothly, it helps to know a few rules.

## When it is worth taking the car

On large islands such as **Crete**, **Naxos**, **Kefalonia** or **Lesvos**, a car opens up many options: mountain villages, remote beaches and your own timetable. On small islands like Folegandros or Hydra – where cars are not even allowed – you will not need one. On trips from Italy, your own vehicle is often the most practical choice.

## Booking a vehicle

- The vehicle fare usually depends on its **length**; declare it correctly, including any roof box, bike rack or trailer.
- For caravans and campers, some companies also ask for the height.
- Garage space is limited: in July, August and on public holidays, book early.
- High-speed catamarans usually carry few vehicles, and hydrofoils carry none.
- If your car is a rental, check that the rental company allows ferry travel.

## At the port and on board

Be at the port **at least an hour before** departure, or as early as the company requires – usually two hours for international sailings. Carry the vehicle registration and insurance documents. The driver boards with the vehicle, while other passengers usually use the foot-passenger ramp. During the crossing **the car deck is closed**, so take water, medicines, chargers and anything else you need with you.

## Travelling with a pet

Pets travel on most ferries, but **the rules differ from company to company**. As a general guide:

- On conventional ferries, animals stay in kennels on deck or in the open areas, on a lead and, for dogs, often muzzled.
- Many large ships have **pet-friendly cabins** where your animal stays with you. There are only a few, so book early.
- Animals are usually not allowed in lounges or restaurants, with the exception of guide dogs.
- On fast craft, small animals usually travel in a carrier.
- Carry the vaccination record and, for trips abroad, the **EU pet passport**, microchip and a valid rabies vaccination.

When you book on Kyma, add your pet together with the passengers so that the company’s rules and charges are applied.

## Motorbikes and bicycles

Motorbikes are usually charged less than cars and are strapped down by the crew on the car deck; if you have panniers or a tank bag, take anything valuable with you. Bicycles travel on most conventional ferries, sometimes free and sometimes for a small charge, while space on fast craft is limited and it is wise to ask first. A folding bike in a bag travels almost anywhere as luggage. The same rule applies to two-wheelers as to cars: declare them in your booking so that a place on the car deck is waiting for you.

## A few more tips

On hot days choose morning or evening sailings so your pet is not left in the sun, and always carry water and a bowl. Walk your dog before boarding. For the car, a full tank before an overnight crossing saves you looking for a petrol station at dawn. With a little preparation, travelling with a vehicle or a pet is as simple as any other trip.`,
    },
    de: {
      slug: 'mit-auto-oder-haustier-auf-die-faehre',
      title: 'Mit Auto oder Haustier auf die Fähre: das sollten Sie wissen',
      metaDescription:
        'Praktischer Leitfaden für Fährreisen mit Auto, Wohnmobil oder Haustier: Buchung, Dokumente, Einschiffung, Haustierkabinen und Regeln.',
      summary:
        'Mit dem eigenen Fahrzeug oder dem Hund ist die Fährreise einfach, wenn Sie die Grundregeln kennen. Das sollten Sie vor der Buchung prüfen.',
      body: `Ein großer Vorteil der Fähre: Sie nehmen mit, was Sie brauchen – das Auto für Inselrundfahrten, das Motorrad, sogar den vierbeinigen Freund. Damit alles reibungslos klappt, lohnt es sich, ein paar Regeln zu kennen.

## Wann sich das Auto lohnt

Auf großen Inseln wie **Kreta**, **Naxos**, **Kefalonia** oder **Lesbos** eröffnet ein Auto viele Möglichkeiten: Bergdörfer, abgelegene Strände und ein eigener Zeitplan. Auf kleinen Inseln wie Folegandros oder Hydra – wo Autos gar nicht erlaubt sind – brauchen Sie keines. Bei der Anreise aus Italien ist das eigene Fahrzeug oft die praktischste Lösung.

## Fahrzeug buchen

- Der Fahrzeugtarif richtet sich meist nach der **Länge**; geben Sie diese korrekt an, einschließlich Dachbox, Fahrradträger oder Anhänger.
- Bei Wohnwagen und Wohnmobilen fragen manche Reedereien auch nach der Höhe.
- Garagenplätze sind begrenzt: Im Juli, August und an Feiertagen früh buchen.
- Schnellkatamarane nehmen meist nur wenige Fahrzeuge mit, Tragflügelboote gar keine.
- Bei einem Mietwagen prüfen, ob der Vermieter die Mitnahme auf der Fähre erlaubt.

## Am Hafen und an Bord

Seien Sie **mindestens eine Stunde vor** der Abfahrt am Hafen oder so früh, wie es die Reederei verlangt – bei internationalen Fahrten meist zwei Stunden. Führen Sie Fahrzeugschein und Versicherungsnachweis mit. Der Fahrer fährt mit dem Fahrzeug an Bord, die übrigen Mitreisenden gehen meist über die Fußgängerrampe. Während der Überfahrt ist **das Autodeck geschlossen** – nehmen Sie Wasser, Medikamente, Ladegeräte und alles Nötige mit nach oben.

## Reisen mit Haustier

Haustiere reisen auf den meisten Fähren mit, aber **die Regeln unterscheiden sich je nach Reederei**. Als grobe Orientierung:

- Auf konventionellen Fähren bleiben Tiere in Zwingern an Deck oder in den Außenbereichen, an der Leine und – Hunde – oft mit Maulkorb.
- Viele große Schiffe haben **Haustierkabinen**, in denen Ihr Tier bei Ihnen bleibt. Es gibt nur wenige, also früh buchen.
- In Salons und Restaurants sind Tiere meist nicht erlaubt, Blindenführhunde ausgenommen.
- Auf Schnellbooten reisen kleine Tiere meist in einer Transportbox.
- Nehmen Sie den Impfpass mit, bei Auslandsreisen den **EU-Heimtierausweis**, Mikrochip und gültige Tollwutimpfung.

Wenn Sie bei Kyma buchen, geben Sie das Haustier zusammen mit den Reisenden an, damit die Regeln und Gebühren der Reederei angewendet werden.

## Motorräder und Fahrräder

Motorräder kosten meist weniger als Autos und werden von der Crew auf dem Fahrzeugdeck festgezurrt; nehmen Sie Wertsachen aus Koffern oder Tankrucksack mit nach oben. Fahrräder reisen auf den meisten konventionellen Fähren mit, mal kostenlos, mal gegen eine kleine Gebühr; auf Schnellbooten ist der Platz knapp, fragen Sie am besten vorher. Ein Faltrad in einer Tasche reist fast überall als Gepäck. Für Zweiräder gilt dieselbe Regel wie für Autos: Geben Sie sie bei der Buchung an, damit ein Platz auf dem Fahrzeugdeck für Sie reserviert ist.

## Noch ein paar Tipps

An heißen Tagen Morgen- oder Abendfahrten wählen, damit das Tier nicht in der Sonne bleibt, und immer Wasser und einen Napf dabeihaben. Gehen Sie vor der Einschiffung mit dem Hund Gassi. Ein voller Tank vor einer Nachtfahrt erspart Ihnen die Tankstellensuche im Morgengrauen. Mit etwas Vorbereitung ist die Reise mit Fahrzeug oder Haustier so einfach wie jede andere.`,
    },
    es: {
      slug: 'viajar-en-ferry-con-coche-o-mascota',
      title: 'Viajar en ferry con coche o mascota: lo que debe saber',
      metaDescription:
        'Guía práctica para viajar en ferry con coche, autocaravana o mascota: reservas, documentos, embarque, camarotes para mascotas y normas.',
      summary:
        'Con su propio vehículo o con su perro, viajar en ferry es fácil si conoce las normas básicas. Esto es lo que debe comprobar antes de reservar.',
      body: `Una de las grandes ventajas del ferry es que puede llevar consigo lo que necesita: el coche para recorrer la isla, la moto e incluso a su amigo de cuatro patas. Para que todo vaya bien, conviene conocer algunas normas.

## Cuándo merece la pena llevar el coche

En islas grandes como **Creta**, **Naxos**, **Cefalonia** o **Lesbos**, un coche abre muchas posibilidades: pueblos de montaña, playas apartadas y su propio horario. En islas pequeñas como Folegandros o Hidra –donde ni siquiera se permiten coches– no le hará falta. En los viajes desde Italia, su propio vehículo suele ser la opción más práctica.

## Reservar un vehículo

- La tarifa del vehículo suele depender de su **longitud**; indíquela correctamente, incluidos cofre de techo, portabicicletas o remolque.
- Para caravanas y autocaravanas, algunas navieras piden también la altura.
- Las plazas de garaje son limitadas: en julio, agosto y festivos, reserve pronto.
- Los catamaranes rápidos suelen llevar pocos vehículos, y los hidroalas ninguno.
- Si el coche es de alquiler, compruebe que la empresa permite transportarlo en ferry.

## En el puerto y a bordo

Llegue al puerto **al menos una hora antes** de la salida, o con la antelación que exija la naviera: normalmente dos horas en los trayectos internacionales. Lleve el permiso de circulación y el seguro del vehículo. El conductor embarca con el vehículo y el resto de los pasajeros suele hacerlo por la rampa peatonal. Durante la travesía **el garaje permanece cerrado**, así que suba con agua, medicinas, cargadores y todo lo que pueda necesitar.

## Viajar con mascota

Las mascotas viajan en la mayoría de los ferris, pero **las normas varían según la naviera**. Como orientación general:

- En los ferris convencionales los animales van en perreras en cubierta o en las zonas exteriores, con correa y, los perros, a menudo con bozal.
- Muchos barcos grandes tienen **camarotes para mascotas**, donde el animal se queda con usted. Son pocos, así que resérvelos pronto.
- En salones y restaurantes los animales no suelen estar permitidos, salvo los perros guía.
- En los barcos rápidos, los animales pequeños suelen viajar en transportín.
- Lleve la cartilla de vacunación y, para viajes al extranjero, el **pasaporte europeo para animales de compañía**, microchip y vacuna antirrábica vigente.

Al reservar en Kyma, añada la mascota junto con los pasajeros para que se apliquen las normas y tarifas de la naviera.

## Motos y bicicletas

Las motos suelen pagar menos que los coches y la tripulación las amarra en el garaje; si lleva maletas laterales o bolsa sobre el depósito, suba consigo lo que tenga valor. Las bicicletas viajan en la mayoría de los ferris convencionales, a veces gratis y a veces con un pequeño suplemento, mientras que en los rápidos el espacio es limitado y conviene preguntar antes. Una bicicleta plegable en su funda viaja casi en cualquier barco como equipaje. Para las dos ruedas rige la misma norma que para los coches: declárelas en la reserva para que le espere una plaza en el garaje.

## Algunos consejos más

Los días de calor, elija salidas de mañana o de tarde para que el animal no esté al sol, y lleve siempre agua y un cuenco. Saque a pasear al perro antes de embarcar. Para el coche, llenar el depósito antes de una travesía nocturna le evita buscar gasolinera al amanecer. Con un poco de preparación, viajar con vehículo o mascota es tan sencillo como cualquier otro viaje.`,
    },
    fr: {
      slug: 'voyager-en-ferry-avec-voiture-ou-animal',
      title: 'Voyager en ferry avec sa voiture ou son animal : l’essentiel',
      metaDescription:
        'Guide pratique pour voyager en ferry avec voiture, camping-car ou animal : réservation, documents, embarquement, cabines pour animaux et règles.',
      summary:
        'Avec votre véhicule ou votre chien, le ferry est simple si vous connaissez les règles de base. Voici ce qu’il faut vérifier avant de réserver.',
      body: `L’un des grands atouts du ferry, c’est de pouvoir emporter ce dont on a besoin : la voiture pour faire le tour de l’île, la moto, et même son compagnon à quatre pattes. Pour que tout se passe bien, mieux vaut connaître quelques règles.

## Quand prendre la voiture

Sur les grandes îles comme la **Crète**, **Naxos**, **Céphalonie** ou **Lesbos**, une voiture ouvre bien des possibilités : villages de montagne, plages isolées, horaires libres. Sur les petites îles comme Folégandros ou Hydra – où les voitures sont même interdites –, elle est inutile. Pour un voyage depuis l’Italie, votre propre véhicule est souvent la solution la plus pratique.

## Réserver pour un véhicule

- Le tarif du véhicule dépend en général de sa **longueur** ; déclarez-la correctement, coffre de toit, porte-vélos ou remorque compris.
- Pour les caravanes et camping-cars, certaines compagnies demandent aussi la hauteur.
- Les places de garage sont limitées : en juillet, en août et les jours fériés, réservez tôt.
- Les catamarans rapides n’embarquent en général que peu de véhicules, et les hydroptères aucun.
- Pour une voiture de location, vérifiez que le loueur autorise le transport en ferry.

## Au port et à bord

Présentez-vous au port **au moins une heure avant** le départ, ou aussi tôt que l’exige la compagnie – en général deux heures pour les traversées internationales. Munissez-vous de la carte grise et de l’attestation d’assurance. Le conducteur embarque avec le véhicule, les autres passagers passent généralement par la passerelle piétons. Pendant la traversée, **le garage est fermé** : montez avec de l’eau, vos médicaments, vos chargeurs et tout ce dont vous aurez besoin.

## Voyager avec un animal

Les animaux voyagent sur la plupart des ferries, mais **les règles varient d’une compagnie à l’autre**. À titre indicatif :

- Sur les ferries classiques, les animaux restent dans des chenils sur le pont ou dans les espaces extérieurs, en laisse et, pour les chiens, souvent muselés.
- Beaucoup de grands navires proposent des **cabines acceptant les animaux**, où votre compagnon reste avec vous. Elles sont peu nombreuses : réservez tôt.
- Les animaux ne sont généralement pas admis dans les salons et restaurants, sauf les chiens guides.
- Sur les rapides, les petits animaux voyagent le plus souvent dans une caisse de transport.
- Emportez le carnet de vaccination et, pour l’étranger, le **passeport européen pour animaux de compagnie**, la puce électronique et une vaccination antirabique valide.

Lors de votre réservation sur Kyma, ajoutez l’animal avec les passagers afin que les règles et tarifs de la compagnie s’appliquent.

## Motos et vélos

Les motos paient généralement moins que les voitures et sont arrimées par l’équipage au garage ; si vous avez des sacoches ou une sacoche de réservoir, emportez vos objets de valeur. Les vélos voyagent sur la plupart des ferries classiques, parfois gratuitement, parfois moyennant un petit supplément ; sur les rapides, la place est comptée et mieux vaut se renseigner avant. Un vélo pliant dans sa housse voyage presque partout comme bagage. Pour les deux-roues, même règle que pour les voitures : déclarez-les à la réservation afin qu’une place au garage vous attende.

## Quelques conseils de plus

Par forte chaleur, préférez les départs du matin ou du soir pour que l’animal ne reste pas au soleil, et ayez toujours de l’eau et une gamelle. Promenez votre chien avant l’embarquement. Côté voiture, faire le plein avant une traversée de nuit évite de chercher une station-service à l’aube. Avec un peu de préparation, voyager avec un véhicule ou un animal est aussi simple que n’importe quel autre voyage.`,
    },
    it: {
      slug: 'in-traghetto-con-auto-o-animali',
      title: 'In traghetto con l’auto o con gli animali: cosa sapere',
      metaDescription:
        'Guida pratica per viaggiare in traghetto con auto, camper o animali: prenotazione, documenti, imbarco, cabine pet-friendly e regole.',
      summary:
        'Con il tuo veicolo o con il cane, il traghetto è semplice se conosci le regole di base. Ecco cosa controllare prima di prenotare.',
      body: `Uno dei grandi vantaggi del traghetto è che puoi portare con te ciò che ti serve: l’auto per girare l’isola, la moto e perfino il tuo amico a quattro zampe. Perché tutto fili liscio, conviene conoscere qualche regola.

## Quando vale la pena portare l’auto

Sulle isole grandi come **Creta**, **Naxos**, **Cefalonia** o **Lesbo**, l’auto apre tante possibilità: villaggi di montagna, spiagge lontane e orari tutti tuoi. Sulle isole piccole come Folegandros o Idra – dove le auto non sono nemmeno ammesse – non serve. Per chi parte dall’Italia, il proprio veicolo è spesso la soluzione più pratica.

## Prenotare un veicolo

- La tariffa del veicolo dipende di solito dalla **lunghezza**; indicala correttamente, compresi box sul tetto, portabici o rimorchio.
- Per roulotte e camper alcune compagnie chiedono anche l’altezza.
- I posti in garage sono limitati: a luglio, agosto e nei giorni festivi prenota presto.
- I catamarani veloci di solito trasportano pochi veicoli, gli aliscafi nessuno.
- Se l’auto è a noleggio, verifica che il noleggiatore ne consenta il trasporto in traghetto.

## Al porto e a bordo

Arriva al porto **almeno un’ora prima** della partenza, o con l’anticipo richiesto dalla compagnia: di solito due ore per le linee internazionali. Porta con te libretto di circolazione e assicurazione. Il conducente si imbarca con il veicolo, gli altri passeggeri di solito dalla passerella pedonale. Durante la traversata **il garage resta chiuso**, quindi porta con te acqua, medicine, caricabatterie e tutto ciò che può servirti.

## In viaggio con gli animali

Gli animali viaggiano sulla maggior parte dei traghetti, ma **le regole cambiano da compagnia a compagnia**. In linea di massima:

- Sui traghetti convenzionali gli animali stanno nei canili sul ponte o nelle aree all’aperto, al guinzaglio e, i cani, spesso con la museruola.
- Molte navi grandi hanno **cabine pet-friendly**, dove l’animale resta con te. Sono poche, quindi prenotale presto.
- Nei saloni e nei ristoranti di solito gli animali non sono ammessi, tranne i cani guida.
- Sui mezzi veloci gli animali piccoli viaggiano di norma nel trasportino.
- Porta il libretto delle vaccinazioni e, per l’estero, il **passaporto europeo per animali da compagnia**, il microchip e la vaccinazione antirabbica valida.

Quando prenoti su Kyma, aggiungi l’animale insieme ai passeggeri, così si applicano le regole e le tariffe della compagnia.

## Moto e biciclette

Le moto di solito pagano meno delle auto e vengono rizzate dall’equipaggio nel garage; se hai borse laterali o borsa da serbatoio, porta con te gli oggetti di valore. Le biciclette viaggiano sulla maggior parte dei traghetti convenzionali, a volte gratis e a volte con un piccolo supplemento, mentre sui veloci lo spazio è limitato ed è meglio chiedere prima. Una bici pieghevole nella sua sacca viaggia quasi ovunque come bagaglio. Per le due ruote vale la stessa regola delle auto: indicale nella prenotazione, così troverai un posto in garage.

## Qualche altro consiglio

Nelle giornate calde scegli le corse del mattino o della sera, per non lasciare l’animale al sole, e porta sempre acqua e una ciotola. Fai fare una passeggiata al cane prima dell’imbarco. Per l’auto, un pieno prima di una traversata notturna ti evita di cercare un distributore all’alba. Con un po’ di preparazione, viaggiare con un veicolo o con un animale è semplice come qualsiasi altro viaggio.`,
    },
    sq: {
      slug: 'me-traget-me-makine-ose-kafshe-shtepiake',
      title: 'Me traget me makinë ose me kafshë shtëpiake: çfarë duhet të dini',
      metaDescription:
        'Udhëzues praktik për udhëtime me traget me makinë, kamper ose kafshë shtëpiake: rezervimi, dokumentet, hipja, kabinat për kafshë dhe rregullat.',
      summary:
        'Me automjetin tuaj ose me qenin, udhëtimi me traget është i lehtë nëse dini rregullat bazë. Ja çfarë të kontrolloni para rezervimit.',
      body: `Një nga përparësitë e mëdha të tragetit është se merrni me vete atë që ju nevojitet: makinën për të vizituar ishullin, motoçikletën, madje edhe mikun tuaj me katër këmbë. Që gjithçka të shkojë mirë, ia vlen të njihni disa rregulla.

## Kur ia vlen të merrni makinën

Në ishujt e mëdhenj si **Kreta**, **Naksosi**, **Qefalonia** ose **Lesbosi**, makina hap shumë mundësi: fshatra malorë, plazhe të largëta dhe orar sipas dëshirës. Në ishujt e vegjël si Folegandrosi ose Hidra – ku makinat as nuk lejohen – nuk ju duhet. Për udhëtimet nga Italia, automjeti juaj është shpesh zgjidhja më praktike.

## Rezervimi për automjet

- Tarifa e automjetit zakonisht varet nga **gjatësia**; deklarojeni saktë, përfshirë kutinë e çatisë, mbajtësen e biçikletave ose rimorkion.
- Për rimorkiot e banimit dhe kamperët, disa kompani kërkojnë edhe lartësinë.
- Vendet në garazh janë të kufizuara: në korrik, gusht dhe në festa rezervoni herët.
- Katamaranët e shpejtë zakonisht marrin pak automjete, ndërsa hidroplanët asnjë.
- Nëse makina është me qira, kontrolloni që kompania e qirasë lejon transportin me traget.

## Në port dhe në bord

Jini në port **të paktën një orë para** nisjes, ose aq herët sa kërkon kompania – zakonisht dy orë për udhëtimet ndërkombëtare. Mbani lejen e qarkullimit dhe sigurimin e automjetit. Shoferi hip me automjetin, ndërsa pasagjerët e tjerë zakonisht nga rampa për këmbësorë. Gjatë udhëtimit **garazhi mbyllet**, ndaj merrni me vete ujë, ilaçe, karikues dhe çdo gjë tjetër që ju duhet.

## Udhëtimi me kafshë shtëpiake

Kafshët shtëpiake udhëtojnë në shumicën e trageteve, por **rregullat ndryshojnë nga kompania në kompani**. Si orientim i përgjithshëm:

- Në tragetet konvencionale kafshët qëndrojnë në kafaze në kuvertë ose në hapësirat e hapura, me zinxhir dhe, qentë, shpesh me surrat.
- Shumë anije të mëdha kanë **kabina ku lejohen kafshët**, ku kafsha qëndron me ju. Janë të pakta, ndaj rezervojini herët.
- Në sallone dhe restorante kafshët zakonisht nuk lejohen, me përjashtim të qenve udhërrëfyes.
- Në mjetet e shpejta, kafshët e vogla zakonisht udhëtojnë në kafaz transporti.
- Mbani librezën e vaksinimit dhe, për udhëtime jashtë vendit, **pasaportën evropiane të kafshës**, mikroçipin dhe vaksinën e vlefshme kundër tërbimit.

Kur rezervoni në Kyma, shtoni kafshën së bashku me pasagjerët, që të zbatohen rregullat dhe tarifat e kompanisë.

## Motoçikleta dhe biçikleta

Motoçikletat zakonisht paguajnë më pak se makinat dhe lidhen nga ekuipazhi në garazh; nëse keni çanta anësore ose çantë mbi rezervuar, merrni me vete sendet me vlerë. Biçikletat udhëtojnë në shumicën e trageteve konvencionale, ndonjëherë falas dhe ndonjëherë me një pagesë të vogël, ndërsa në mjetet e shpejta hapësira është e kufizuar dhe është mirë të pyesni më parë. Një biçikletë e palosshme në çantë udhëton pothuajse kudo si bagazh. Për mjetet me dy rrota vlen i njëjti rregull si për makinat: deklarojini në rezervim, që t’ju presë një vend në garazh.

## Disa këshilla të tjera

Në ditët e nxehta zgjidhni udhëtimet e mëngjesit ose të mbrëmjes, që kafsha të mos qëndrojë në diell, dhe kini gjithmonë ujë dhe një enë. Shëtiteni qenin para hipjes. Për makinën, një rezervuar plot para një udhëtimi nate ju kursen kërkimin e karburantit në agim. Me pak përgatitje, udhëtimi me automjet ose me kafshë shtëpiake është po aq i thjeshtë sa çdo udhëtim tjetër.`,
    },
  },
};
