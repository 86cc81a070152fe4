import type { SeedPost } from '../types.ts';

export const POST_ISLAND_HOPPING: SeedPost = {
  key: 'island-hopping-cyclades',
  publishedAt: '2026-03-10',
  illustration: {
    scene: 'island-village',
    palette: { sky: '#cfe8f5', sea: '#1c6ea4', land: '#efe6d2', accent: '#2a7fb8' },
  },
  destinationKeys: ['paros', 'naxos', 'santorini', 'mykonos', 'milos', 'amorgos'],
  text: {
    el: {
      slug: 'island-hopping-stis-kyklades',
      title: 'Island hopping στις Κυκλάδες: πώς να σχεδιάσετε τη διαδρομή σας',
      metaDescription:
        'Πώς να οργανώσετε ένα ταξίδι σε πολλά νησιά των Κυκλάδων: κόμβοι, προτεινόμενες διαδρομές, συμβατικά ή ταχύπλοα, μελτέμια και κρατήσεις.',
      summary:
        'Οι Κυκλάδες είναι φτιαγμένες για ταξίδι από νησί σε νησί. Δείτε πώς να στήσετε τη διαδρομή σας γύρω από τους ακτοπλοϊκούς κόμβους και τι να προσέξετε.',
      body: `Λίγα μέρη στον κόσμο προσφέρονται τόσο για ταξίδι από νησί σε νησί όσο οι Κυκλάδες. Οι αποστάσεις είναι μικρές, τα πλοία πολλά από τον Μάιο ως τον Οκτώβριο, και κάθε νησί έχει διαφορετικό χαρακτήρα: τα ηφαιστειακά τοπία της Σαντορίνης και της Μήλου, τα ορεινά χωριά της Νάξου, η κοσμική Μύκονος, η ήσυχη Αμοργός. Με λίγο σχεδιασμό, σε δέκα μέρες μπορείτε να δείτε τρία ή τέσσερα νησιά χωρίς άγχος.

## Ξεκινήστε από τους κόμβους

Τα περισσότερα πλοία ξεκινούν από τον **Πειραιά** ή τη **Ραφήνα**. Στο κέντρο των Κυκλάδων, η **Πάρος** και η **Νάξος** λειτουργούν ως κόμβοι: από εκεί υπάρχουν συνδέσεις σχεδόν προς κάθε κατεύθυνση, ακόμα και εκτός εποχής. Αν σχεδιάσετε τη διαδρομή σας ώστε να περνά από αυτά τα δύο νησιά, θα έχετε περισσότερες επιλογές και λιγότερες αναμονές. Στο τέλος, η **Σαντορίνη** έχει αεροδρόμιο με πτήσεις για την Αθήνα και το εξωτερικό, ενώ ταχύπλοα τη συνδέουν με το Ηράκλειο, αν θέλετε να συνεχίσετε στην Κρήτη.

## Τρεις προτεινόμενες διαδρομές

- **Η κλασική (8–10 ημέρες):** Πειραιάς – Μύκονος (2 νύχτες) – Πάρος (3) – Νάξος (3) – Σαντορίνη (2). Μικρά σκέλη, πολλά δρομολόγια και μεγάλη ποικιλία.
- **Οι Δυτικές Κυκλάδες (7–9 ημέρες):** Πειραιάς – Σίφνος – Μήλος – Φολέγανδρος – Σαντορίνη. Λιγότερος κόσμος, εξαιρετική κουζίνα και εντυπωσιακές παραλίες.
- **Η ήσυχη (7–10 ημέρες):** Πειραιάς – Νάξος – Κουφονήσια – Αμοργός. Το τοπικό πλοίο των Μικρών Κυκλάδων είναι από μόνο του μια εμπειρία.

## Συμβατικό ή ταχύπλοο;

Τα **συμβατικά πλοία** είναι πιο αργά αλλά συνήθως πιο οικονομικά, πιο σταθερά όταν φυσάει και έχουν ανοιχτά καταστρώματα για να απολαύσετε τη θέα. Μεταφέρουν και αυτοκίνητα. Τα **ταχύπλοα** μειώνουν τον χρόνο σχεδόν στο μισό, ιδανικά όταν οι μέρες σας είναι λίγες, αλλά κοστίζουν περισσότερο και επηρεάζονται περισσότερο από τον αέρα. Πολλοί ταξιδιώτες συνδυάζουν και τα δύο: ταχύπλοο για τα μεγάλα σκέλη και συμβατικό για τα μικρά.

## Ο παράγοντας μελτέμι

Τον Ιούλιο και τον Αύγουστο φυσούν συχνά τα μελτέμια, βόρειοι άνεμοι που μπορεί να φτάσουν τα 7 ή 8 μποφόρ. Τότε τα μικρά ταχύπλοα μπορεί να καθυστερήσουν ή να ακυρωθούν, ενώ τα μεγάλα συμβατικά συνήθως ταξιδεύουν κανονικά. Ο απλός κανόνας: αφήστε **μία μέρα περιθώριο** ανάμεσα στο τελευταίο πλοίο και την πτήση της επιστροφής σας.

## Λάθη που καλό είναι να αποφύγετε

- **Πάρα πολλά νησιά σε λίγες μέρες.** Κάθε μετακίνηση τρώει μισή μέρα με τη διαδρομή ως το λιμάνι, την αναμονή και το check-in στο νέο κατάλυμα. Τρία νησιά σε μία εβδομάδα είναι ένας καλός ρυθμός.
- **Λάθος λιμάνι αναχώρησης.** Ο Πειραιάς έχει πολλές πύλες και οι πιο απομακρυσμένες απέχουν αρκετό δρόμο από τον σταθμό του μετρό· μέσα στο λιμάνι κυκλοφορεί δωρεάν λεωφορείο. Ελέγξτε επίσης αν το πλοίο σας φεύγει από τον Πειραιά, τη Ραφήνα ή το Λαύριο.
- **Πτήση την ίδια μέρα με το πλοίο.** Ειδικά τον Αύγουστο, ένα πρωινό πλοίο και μια απογευματινή πτήση είναι ρίσκο που δεν αξίζει.

## Κράτηση και πρακτικά

- Για Ιούλιο και Αύγουστο κλείστε εισιτήρια για τα βασικά σκέλη εβδομάδες νωρίτερα, ειδικά αν έχετε αυτοκίνητο ή θέλετε καμπίνα.
- Στην Kyma μπορείτε να συνδυάσετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και να συγκρίνετε ώρες και τιμές σε κάθε διαδρομή.
- Φτάστε στο λιμάνι τουλάχιστον 30 με 60 λεπτά πριν την αναχώρηση, και νωρίτερα αν έχετε όχημα.
- Τις αποσκευές σας τις μεταφέρετε μόνοι σας στο πλοίο· ταξιδέψτε όσο πιο ελαφριά μπορείτε.
- Εκτός εποχής, από τον Νοέμβριο ως τον Απρίλιο, τα δρομολόγια είναι λιγότερα και ορισμένες συνδέσεις γίνονται μόνο κάποιες μέρες της εβδομάδας. Σχεδιάστε τη διαδρομή με βάση το πρόγραμμα των πλοίων και όχι το αντίστροφο.

Το island hopping δεν χρειάζεται βιασύνη. Δύο ή τρεις νύχτες σε κάθε νησί σάς επιτρέπουν να γνωρίσετε τα χωριά, να βρείτε την αγαπημένη σας παραλία και να απολαύσετε το ταξίδι με το πλοίο ως μέρος των διακοπών και όχι ως απλή μετακίνηση.`,
    },
    en: {
      slug: 'island-hopping-in-the-cyclades',
      title: 'Island hopping in the Cyclades: how to plan your route',
      metaDescription:
        'How to plan a multi-island trip in the Cyclades: ferry hubs, sample routes, conventional or high-speed ferries, the meltemi and booking tips.',
      summary:
        'The Cyclades are made for island hopping. Here is how to build your route around the ferry hubs and what to watch out for.',
      body: `Few places in the world lend themselves to island hopping as well as the Cyclades. Distances are short, ferries are frequent from May to October, and every island has its own character: the volcanic landscapes of Santorini and Milos, the mountain villages of Naxos, cosmopolitan Mykonos, quiet Amorgos. With a little planning you can see three or four islands in ten days without rushing.

## Start from the hubs

Most ferries leave from **Piraeus** or **Rafina**. In the middle of the Cyclades, **Paros** and **Naxos** act as hubs, with connections in almost every direction even outside the high season. If your route passes through these two islands you will have more choices and shorter waits. At the end of your trip, **Santorini** has an airport with flights to Athens and abroad, and fast ferries link it with Heraklion if you want to carry on to Crete.

## Three sample routes

- **The classic (8–10 days):** Piraeus – Mykonos (2 nights) – Paros (3) – Naxos (3) – Santorini (2). Short hops, plenty of sailings and lots of variety.
- **The Western Cyclades (7–9 days):** Piraeus – Sifnos – Milos – Folegandros – Santorini. Fewer crowds, excellent food and spectacular beaches.
- **The quiet one (7–10 days):** Piraeus – Naxos – Koufonisia – Amorgos. The local Small Cyclades ferry is an experience in itself.

## Conventional or high-speed?

**Conventional ferries** are slower but usually cheaper, steadier in wind and have open decks where you can enjoy the view. They also carry cars. **High-speed craft** cut journey times almost in half, which is ideal when your days are limited, but they cost more and are more affected by the weather. Many travellers mix the two: a fast boat for the long legs and a conventional ferry for the short ones.

## The meltemi factor

In July and August the meltemi, a northerly wind that can reach force 7 or 8, blows frequently. Small fast craft may then be delayed or cancelled, while large conventional ferries usually sail as normal. A simple rule: leave **one day’s margin** between your last ferry and your flight home.

## Mistakes worth avoiding

- **Too many islands in too few days.** Every move takes half a day once you count the trip to the port, the wait and checking in at your new place. Three islands in a week is a comfortable pace.
- **The wrong departure port.** Piraeus has many gates and the furthest are a long walk from the metro station; a free shuttle bus runs inside the port. Also check whether your ferry leaves from Piraeus, Rafina or Lavrio.
- **A flight on the same day as the ferry.** Especially in August, a morning ferry and an afternoon flight is a risk not worth taking.

## Booking and practicalities

- For July and August, book the key legs weeks ahead, especially if you have a car or want a cabin.
- On Kyma you can combine legs of different companies in one booking and compare times and fares on every route.
- Be at the port at least 30 to 60 minutes before departure, and earlier with a vehicle.
- You carry your own luggage on board, so travel as light as you can.
- Out of season, from November to April, there are fewer sailings and some links run only on certain days of the week. Plan your route around the ferry schedule rather than the other way round.

Island hopping is best done slowly. Two or three nights on each island let you get to know the villages, find your favourite beach and enjoy the crossings as part of the holiday rather than just a way of getting around.`,
    },
    de: {
      slug: 'inselhopping-auf-den-kykladen',
      title: 'Inselhopping auf den Kykladen: So planen Sie Ihre Route',
      metaDescription:
        'So planen Sie eine Reise über mehrere Kykladeninseln: Fährknoten, Beispielrouten, konventionelle oder Schnellfähren, Meltemi und Buchungstipps.',
      summary:
        'Die Kykladen sind wie geschaffen für Inselhopping. So bauen Sie Ihre Route rund um die Fährknoten auf – und darauf sollten Sie achten.',
      body: `Kaum eine Region der Welt eignet sich so gut für Inselhopping wie die Kykladen. Die Entfernungen sind kurz, von Mai bis Oktober fahren viele Fähren, und jede Insel hat ihren eigenen Charakter: die Vulkanlandschaften von Santorini und Milos, die Bergdörfer von Naxos, das mondäne Mykonos, das stille Amorgos. Mit etwas Planung sehen Sie in zehn Tagen drei oder vier Inseln, ohne zu hetzen.

## Starten Sie an den Knotenpunkten

Die meisten Fähren legen in **Piräus** oder **Rafina** ab. Im Zentrum der Kykladen sind **Paros** und **Naxos** Drehscheiben, von denen auch außerhalb der Hochsaison Verbindungen in fast jede Richtung bestehen. Führt Ihre Route über diese beiden Inseln, haben Sie mehr Auswahl und kürzere Wartezeiten. Am Ende der Reise hat **Santorini** einen Flughafen mit Flügen nach Athen und ins Ausland, und Schnellfähren verbinden die Insel mit Heraklion, falls Sie nach Kreta weiterreisen möchten.

## Drei Beispielrouten

- **Der Klassiker (8–10 Tage):** Piräus – Mykonos (2 Nächte) – Paros (3) – Naxos (3) – Santorini (2). Kurze Etappen, viele Abfahrten und viel Abwechslung.
- **Die Westkykladen (7–9 Tage):** Piräus – Sifnos – Milos – Folegandros – Santorini. Weniger Andrang, ausgezeichnete Küche und spektakuläre Strände.
- **Die ruhige Route (7–10 Tage):** Piräus – Naxos – Koufonisia – Amorgos. Die örtliche Fähre der Kleinen Kykladen ist schon ein Erlebnis für sich.

## Konventionell oder schnell?

**Konventionelle Fähren** sind langsamer, aber meist günstiger, liegen bei Wind ruhiger und haben offene Decks, auf denen Sie die Aussicht genießen. Außerdem nehmen sie Autos mit. **Schnellfähren** halbieren die Fahrzeit fast – ideal bei knapper Zeit –, kosten aber mehr und sind wetterempfindlicher. Viele Reisende kombinieren beides: Schnellboot für die langen Etappen, konventionelle Fähre für die kurzen.

## Der Faktor Meltemi

Im Juli und August weht häufig der Meltemi, ein Nordwind, der Stärke 7 oder 8 erreichen kann. Kleine Schnellboote können sich dann verspäten oder ausfallen, große konventionelle Fähren fahren meist planmäßig. Die einfache Regel: Planen Sie **einen Tag Puffer** zwischen der letzten Fähre und dem Rückflug ein.

## Fehler, die Sie vermeiden sollten

- **Zu viele Inseln in zu wenigen Tagen.** Jeder Wechsel kostet einen halben Tag, rechnet man den Weg zum Hafen, die Wartezeit und das Einchecken in der neuen Unterkunft mit. Drei Inseln pro Woche sind ein angenehmes Tempo.
- **Der falsche Abfahrtshafen.** Piräus hat viele Tore, und die entferntesten liegen ein gutes Stück von der Metrostation entfernt; innerhalb des Hafens fährt ein kostenloser Shuttlebus. Prüfen Sie auch, ob Ihre Fähre in Piräus, Rafina oder Lavrio ablegt.
- **Flug am selben Tag wie die Fähre.** Gerade im August ist eine Morgenfähre mit einem Nachmittagsflug ein Risiko, das sich nicht lohnt.

## Buchung und Praktisches

- Für Juli und August die wichtigsten Etappen Wochen im Voraus buchen, besonders mit Auto oder Kabine.
- Bei Kyma kombinieren Sie Etappen verschiedener Reedereien in einer Buchung und vergleichen Zeiten und Preise auf jeder Strecke.
- Seien Sie mindestens 30 bis 60 Minuten vor Abfahrt am Hafen, mit Fahrzeug früher.
- Ihr Gepäck tragen Sie selbst an Bord – reisen Sie also möglichst leicht.
- Außerhalb der Saison, von November bis April, gibt es weniger Abfahrten, und manche Verbindungen bestehen nur an bestimmten Wochentagen. Planen Sie die Route nach dem Fährplan, nicht umgekehrt.

Inselhopping gelingt am besten ohne Eile. Zwei oder drei Nächte pro Insel lassen Zeit, die Dörfer kennenzulernen, einen Lieblingsstrand zu finden und die Überfahrten als Teil des Urlaubs zu genießen, nicht bloß als Transfer.`,
    },
    es: {
      slug: 'saltar-de-isla-en-isla-por-las-cicladas',
      title: 'De isla en isla por las Cícladas: cómo planificar su ruta',
      metaDescription:
        'Cómo organizar un viaje por varias islas de las Cícladas: puertos clave, rutas de ejemplo, ferris convencionales o rápidos, el meltemi y reservas.',
      summary:
        'Las Cícladas están hechas para ir de isla en isla. Así puede construir su ruta en torno a los puertos clave y esto es lo que conviene tener en cuenta.',
      body: `Pocos lugares del mundo se prestan tanto a ir de isla en isla como las Cícladas. Las distancias son cortas, los ferris frecuentes de mayo a octubre y cada isla tiene su propio carácter: los paisajes volcánicos de Santorini y Milos, los pueblos de montaña de Naxos, la cosmopolita Mykonos, la tranquila Amorgos. Con un poco de planificación puede ver tres o cuatro islas en diez días sin prisas.

## Empiece por los nudos de comunicación

La mayoría de los ferris salen de **El Pireo** o **Rafina**. En el centro de las Cícladas, **Paros** y **Naxos** funcionan como nudos, con conexiones en casi todas las direcciones incluso fuera de temporada. Si su ruta pasa por estas dos islas, tendrá más opciones y menos esperas. Al final del viaje, **Santorini** tiene aeropuerto con vuelos a Atenas y al extranjero, y barcos rápidos la unen con Heraklion si quiere continuar hacia Creta.

## Tres rutas de ejemplo

- **La clásica (8–10 días):** El Pireo – Mykonos (2 noches) – Paros (3) – Naxos (3) – Santorini (2). Trayectos cortos, muchas salidas y gran variedad.
- **Las Cícladas occidentales (7–9 días):** El Pireo – Sifnos – Milos – Folegandros – Santorini. Menos gente, una cocina excelente y playas espectaculares.
- **La tranquila (7–10 días):** El Pireo – Naxos – Koufonisia – Amorgos. El ferry local de las Pequeñas Cícladas es toda una experiencia.

## ¿Convencional o rápido?

Los **ferris convencionales** son más lentos pero suelen ser más económicos, más estables con viento y tienen cubiertas exteriores para disfrutar del paisaje. También llevan coches. Los **barcos rápidos** reducen el tiempo casi a la mitad, ideales si tiene pocos días, pero cuestan más y les afecta más el tiempo. Muchos viajeros combinan ambos: rápido para los trayectos largos y convencional para los cortos.

## El factor meltemi

En julio y agosto sopla a menudo el meltemi, un viento del norte que puede alcanzar fuerza 7 u 8. Los barcos rápidos pequeños pueden entonces retrasarse o cancelarse, mientras que los grandes convencionales suelen navegar con normalidad. Una regla sencilla: deje **un día de margen** entre el último ferry y su vuelo de regreso.

## Errores que conviene evitar

- **Demasiadas islas en pocos días.** Cada cambio ocupa medio día entre el trayecto al puerto, la espera y la llegada al nuevo alojamiento. Tres islas en una semana es un ritmo cómodo.
- **Equivocarse de puerto.** El Pireo tiene muchas puertas de embarque y las más alejadas quedan lejos de la estación de metro; dentro del puerto circula un autobús lanzadera gratuito. Compruebe también si su barco sale de El Pireo, Rafina o Lavrio.
- **Volar el mismo día del ferry.** Sobre todo en agosto, un barco por la mañana y un vuelo por la tarde es un riesgo que no compensa.

## Reservas y aspectos prácticos

- Para julio y agosto, reserve los trayectos clave con semanas de antelación, sobre todo si lleva coche o quiere camarote.
- En Kyma puede combinar trayectos de distintas navieras en una sola reserva y comparar horarios y precios en cada ruta.
- Llegue al puerto al menos entre 30 y 60 minutos antes de la salida, y antes si viaja con vehículo.
- El equipaje lo sube usted mismo a bordo: viaje lo más ligero posible.
- Fuera de temporada, de noviembre a abril, hay menos salidas y algunas conexiones solo funcionan ciertos días de la semana. Planifique la ruta según los horarios de los barcos, y no al revés.

Ir de isla en isla sale mejor sin prisas. Dos o tres noches en cada isla le permiten conocer los pueblos, encontrar su playa favorita y disfrutar de las travesías como parte de las vacaciones y no como un simple traslado.`,
    },
    fr: {
      slug: 'sauter-d-ile-en-ile-dans-les-cyclades',
      title: 'D’île en île dans les Cyclades : bien préparer son itinéraire',
      metaDescription:
        'Organiser un voyage sur plusieurs îles des Cyclades : ports pivots, itinéraires types, ferries classiques ou rapides, meltem et réservation.',
      summary:
        'Les Cyclades sont faites pour voyager d’île en île. Voici comment construire votre itinéraire autour des ports pivots, et les pièges à éviter.',
      body: `Peu d’endroits au monde se prêtent aussi bien au voyage d’île en île que les Cyclades. Les distances sont courtes, les ferries nombreux de mai à octobre, et chaque île a son caractère : paysages volcaniques de Santorin et de Milos, villages de montagne de Naxos, Mykonos la cosmopolite, Amorgos la paisible. Avec un peu d’organisation, vous découvrirez trois ou quatre îles en dix jours sans courir.

## Partir des ports pivots

La plupart des ferries partent du **Pirée** ou de **Rafina**. Au centre de l’archipel, **Paros** et **Naxos** servent de plaques tournantes, avec des liaisons dans presque toutes les directions, même hors saison. Si votre itinéraire passe par ces deux îles, vous aurez plus de choix et moins d’attente. En fin de voyage, **Santorin** dispose d’un aéroport avec des vols vers Athènes et l’étranger, et des rapides la relient à Héraklion si vous souhaitez poursuivre en Crète.

## Trois itinéraires types

- **Le classique (8 à 10 jours) :** Le Pirée – Mykonos (2 nuits) – Paros (3) – Naxos (3) – Santorin (2). Des étapes courtes, de nombreux départs et beaucoup de variété.
- **Les Cyclades de l’Ouest (7 à 9 jours) :** Le Pirée – Sifnos – Milos – Folégandros – Santorin. Moins de monde, une cuisine excellente et des plages spectaculaires.
- **Le paisible (7 à 10 jours) :** Le Pirée – Naxos – Koufonissia – Amorgos. Le ferry local des Petites Cyclades est une expérience en soi.

## Classique ou rapide ?

Les **ferries classiques** sont plus lents mais généralement moins chers, plus stables par vent fort, et leurs ponts extérieurs offrent de belles vues. Ils embarquent aussi les voitures. Les **navires rapides** divisent presque par deux la durée du trajet, idéal quand le temps est compté, mais ils coûtent plus cher et sont plus sensibles à la météo. Beaucoup de voyageurs combinent les deux : un rapide pour les longues étapes, un ferry classique pour les courtes.

## Le facteur meltem

En juillet et août souffle souvent le meltem, un vent du nord qui peut atteindre force 7 ou 8. Les petits rapides peuvent alors être retardés ou annulés, tandis que les grands ferries classiques naviguent le plus souvent normalement. Règle simple : gardez **une journée de marge** entre votre dernier ferry et votre vol retour.

## Les erreurs à éviter

- **Trop d’îles en trop peu de jours.** Chaque changement prend une demi-journée entre le trajet jusqu’au port, l’attente et l’arrivée au nouvel hébergement. Trois îles par semaine, c’est un rythme confortable.
- **Se tromper de port.** Le Pirée compte de nombreuses portes d’embarquement et les plus éloignées sont loin de la station de métro ; une navette gratuite circule dans le port. Vérifiez aussi si votre ferry part du Pirée, de Rafina ou de Lavrio.
- **Prendre l’avion le jour du ferry.** En août surtout, un ferry le matin et un vol l’après-midi, c’est un risque qui n’en vaut pas la peine.

## Réservation et conseils pratiques

- Pour juillet et août, réservez les étapes clés plusieurs semaines à l’avance, surtout avec une voiture ou une cabine.
- Sur Kyma, vous combinez des trajets de différentes compagnies dans une seule réservation et comparez horaires et tarifs sur chaque ligne.
- Soyez au port au moins 30 à 60 minutes avant le départ, et plus tôt avec un véhicule.
- Vous portez vous-même vos bagages à bord : voyagez aussi léger que possible.
- Hors saison, de novembre à avril, les départs sont moins nombreux et certaines liaisons ne circulent que certains jours. Construisez votre itinéraire d’après les horaires des ferries, et non l’inverse.

Voyager d’île en île se savoure lentement. Deux ou trois nuits par île laissent le temps de découvrir les villages, de trouver sa plage préférée et de vivre les traversées comme un moment des vacances, pas comme un simple transfert.`,
    },
    it: {
      slug: 'island-hopping-nelle-cicladi',
      title: 'Island hopping nelle Cicladi: come organizzare il percorso',
      metaDescription:
        'Come organizzare un viaggio tra più isole delle Cicladi: porti chiave, itinerari di esempio, traghetti convenzionali o veloci, meltemi e prenotazioni.',
      summary:
        'Le Cicladi sono fatte per l’island hopping. Ecco come costruire il tuo percorso intorno ai porti chiave e a cosa fare attenzione.',
      body: `Pochi posti al mondo si prestano all’island hopping come le Cicladi. Le distanze sono brevi, da maggio a ottobre i traghetti sono frequenti e ogni isola ha un carattere tutto suo: i paesaggi vulcanici di Santorini e Milos, i villaggi di montagna di Naxos, la mondana Mykonos, la tranquilla Amorgos. Con un minimo di organizzazione puoi vedere tre o quattro isole in dieci giorni, senza correre.

## Parti dai porti chiave

La maggior parte dei traghetti parte dal **Pireo** o da **Rafina**. Al centro dell’arcipelago, **Paros** e **Naxos** fanno da snodo, con collegamenti in quasi ogni direzione anche fuori stagione. Se il tuo percorso passa da queste due isole avrai più scelta e attese più brevi. Alla fine del viaggio, **Santorini** ha un aeroporto con voli per Atene e per l’estero, e i veloci la collegano a Heraklion se vuoi proseguire per Creta.

## Tre itinerari di esempio

- **Il classico (8–10 giorni):** Pireo – Mykonos (2 notti) – Paros (3) – Naxos (3) – Santorini (2). Tratte brevi, tante corse e molta varietà.
- **Le Cicladi occidentali (7–9 giorni):** Pireo – Sifnos – Milos – Folegandros – Santorini. Meno folla, ottima cucina e spiagge spettacolari.
- **Il tranquillo (7–10 giorni):** Pireo – Naxos – Koufonissi – Amorgos. Il traghetto locale delle Piccole Cicladi è già un’esperienza.

## Convenzionale o veloce?

I **traghetti convenzionali** sono più lenti ma di solito più economici, più stabili con il vento e hanno ponti all’aperto da cui goderti il panorama. Trasportano anche le auto. I **mezzi veloci** dimezzano quasi i tempi, ideali se hai pochi giorni, ma costano di più e risentono di più del meteo. Molti viaggiatori li combinano: veloce per le tratte lunghe e convenzionale per quelle brevi.

## Il fattore meltemi

A luglio e agosto soffia spesso il meltemi, un vento da nord che può arrivare a forza 7 o 8. I mezzi veloci più piccoli possono allora subire ritardi o cancellazioni, mentre i grandi traghetti convenzionali di solito viaggiano regolarmente. Una regola semplice: lascia **un giorno di margine** tra l’ultimo traghetto e il volo di ritorno.

## Errori da evitare

- **Troppe isole in pochi giorni.** Ogni spostamento porta via mezza giornata tra il tragitto al porto, l’attesa e l’arrivo nel nuovo alloggio. Tre isole in una settimana sono un ritmo comodo.
- **Il porto sbagliato.** Il Pireo ha molti varchi d’imbarco e i più lontani distano parecchio dalla stazione della metro; all’interno del porto circola una navetta gratuita. Verifica anche se il tuo traghetto parte dal Pireo, da Rafina o da Lavrio.
- **Il volo nello stesso giorno del traghetto.** Soprattutto ad agosto, un traghetto al mattino e un volo nel pomeriggio sono un rischio che non vale la pena correre.

## Prenotazioni e consigli pratici

- Per luglio e agosto prenota le tratte principali con settimane di anticipo, soprattutto se viaggi in auto o vuoi una cabina.
- Su Kyma puoi combinare tratte di compagnie diverse in un’unica prenotazione e confrontare orari e prezzi su ogni rotta.
- Arriva al porto almeno 30-60 minuti prima della partenza, prima ancora se hai un veicolo.
- I bagagli li porti tu a bordo: viaggia il più leggero possibile.
- Fuori stagione, da novembre ad aprile, le corse sono meno e alcuni collegamenti funzionano solo in certi giorni della settimana. Costruisci il percorso sugli orari dei traghetti, non il contrario.

L’island hopping si gusta con calma. Due o tre notti su ogni isola ti lasciano il tempo di conoscere i villaggi, trovare la tua spiaggia preferita e vivere le traversate come parte della vacanza, non come un semplice trasferimento.`,
    },
    sq: {
      slug: 'nga-ishulli-ne-ishull-neper-ciklade',
      title: 'Nga ishulli në ishull nëpër Ciklade: si ta planifikoni itinerarin',
      metaDescription:
        'Si të organizoni një udhëtim nëpër disa ishuj të Cikladeve: portet kyçe, itinerare shembull, tragete konvencionale ose të shpejta, meltemi dhe rezervimet.',
      summary:
        'Cikladet janë krijuar për udhëtime nga ishulli në ishull. Ja si ta ndërtoni itinerarin rreth porteve kyçe dhe çfarë duhet të keni parasysh.',
      body: `Pak vende në botë janë aq të përshtatshme për udhëtime nga ishulli në ishull sa Cikladet. Distancat janë të shkurtra, tragetet të shpeshta nga maji deri në tetor dhe çdo ishull ka karakterin e vet: peizazhet vullkanike të Santorinit dhe Milosit, fshatrat malorë të Naksosit, Mikonosi kozmopolit, Amorgosi i qetë. Me pak planifikim mund të shihni tre ose katër ishuj për dhjetë ditë pa nxitim.

## Nisuni nga portet kyçe

Shumica e trageteve nisen nga **Pireu** ose **Rafina**. Në qendër të Cikladeve, **Parosi** dhe **Naksosi** shërbejnë si nyje, me lidhje pothuajse në çdo drejtim, edhe jashtë sezonit. Nëse itinerari juaj kalon nga këta dy ishuj, do të keni më shumë zgjedhje dhe pritje më të shkurtra. Në fund të udhëtimit, **Santorini** ka aeroport me fluturime për Athinë dhe jashtë vendit, ndërsa mjetet e shpejta e lidhin me Heraklionë nëse doni të vazhdoni në Kretë.

## Tre itinerare shembull

- **Klasiku (8–10 ditë):** Pire – Mikonos (2 netë) – Paros (3) – Naksos (3) – Santorini (2). Segmente të shkurtra, shumë nisje dhe shumëllojshmëri.
- **Cikladet Perëndimore (7–9 ditë):** Pire – Sifnos – Milos – Folegandros – Santorini. Më pak turma, kuzhinë e shkëlqyer dhe plazhe mbresëlënëse.
- **I qeti (7–10 ditë):** Pire – Naksos – Kufonisia – Amorgos. Trageti lokal i Cikladeve të Vogla është vetë një përvojë.

## Konvencional apo i shpejtë?

**Tragetet konvencionale** janë më të ngadalta, por zakonisht më të lira, më të qëndrueshme me erë dhe kanë kuverta të hapura për të shijuar pamjen. Marrin edhe makina. **Mjetet e shpejta** e përgjysmojnë pothuajse kohën e udhëtimit, ideale kur keni pak ditë, por kushtojnë më shumë dhe ndikohen më shumë nga moti. Shumë udhëtarë i kombinojnë: mjet të shpejtë për segmentet e gjata dhe traget konvencional për të shkurtrat.

## Faktori meltemi

Në korrik dhe gusht fryn shpesh meltemi, një erë veriore që mund të arrijë forcën 7 ose 8. Atëherë mjetet e vogla të shpejta mund të vonohen ose anulohen, ndërsa tragetet e mëdha konvencionale zakonisht lundrojnë normalisht. Rregulli i thjeshtë: lini **një ditë rezervë** mes tragetit të fundit dhe fluturimit të kthimit.

## Gabime që ia vlen t’i shmangni

- **Shumë ishuj në pak ditë.** Çdo lëvizje ju merr gjysmë dite, duke llogaritur rrugën për në port, pritjen dhe vendosjen në akomodimin e ri. Tre ishuj në një javë janë ritëm i rehatshëm.
- **Porti i gabuar i nisjes.** Pireu ka shumë porta hipjeje dhe më të largëtat janë mjaft larg nga stacioni i metrosë; brenda portit qarkullon një autobus falas. Kontrolloni gjithashtu nëse trageti juaj niset nga Pireu, Rafina apo Lavrio.
- **Fluturim në të njëjtën ditë me tragetin.** Sidomos në gusht, një traget në mëngjes dhe një fluturim pasdite është rrezik që nuk ia vlen.

## Rezervimi dhe këshilla praktike

- Për korrikun dhe gushtin, rezervoni segmentet kryesore disa javë më parë, sidomos nëse keni makinë ose doni kabinë.
- Në Kyma mund të kombinoni segmente të kompanive të ndryshme në një rezervim dhe të krahasoni oraret dhe çmimet në çdo linjë.
- Jini në port të paktën 30 deri në 60 minuta para nisjes, dhe më herët me automjet.
- Bagazhet i mbartni vetë në bord, ndaj udhëtoni sa më lehtë.
- Jashtë sezonit, nga nëntori deri në prill, nisjet janë më të pakta dhe disa lidhje funksionojnë vetëm në ditë të caktuara të javës. Planifikoni itinerarin sipas orarit të trageteve, jo anasjelltas.

Udhëtimi nga ishulli në ishull shijohet më mirë pa nxitim. Dy ose tre netë në çdo ishull ju lejojnë të njihni fshatrat, të gjeni plazhin tuaj të preferuar dhe t’i shijoni kalimet me traget si pjesë të pushimeve, jo si një transferim të thjeshtë.`,
    },
  },
};
