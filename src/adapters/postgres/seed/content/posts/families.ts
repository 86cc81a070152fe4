import type { SeedPost } from '../types.ts';

export const POST_FAMILIES: SeedPost = {
  key: 'ferry-tips-for-families',
  publishedAt: '2026-05-12',
  illustration: {
    scene: 'beach',
    palette: { sky: '#d9eef8', sea: '#2b9bb5', land: '#f2e6c9', accent: '#f4a261' },
  },
  destinationKeys: ['naxos', 'paros', 'aegina', 'heraklion'],
  text: {
    el: {
      slug: 'symvoules-gia-oikogeneies-sto-ploio',
      title: 'Με παιδιά στο πλοίο: πρακτικές συμβουλές για οικογένειες',
      metaDescription:
        'Πώς να ταξιδέψετε άνετα με πλοίο με παιδιά: επιλογή πλοίου και θέσεων, εισιτήρια, τι να πάρετε μαζί, ναυτία, ασφάλεια και επιβίβαση.',
      summary:
        'Ένα ταξίδι με πλοίο μπορεί να είναι η αγαπημένη στιγμή των παιδιών στις διακοπές. Με λίγη προετοιμασία, θα είναι και για εσάς.',
      body: `Για τα περισσότερα παιδιά, το πλοίο είναι μια μικρή περιπέτεια: το άνοιγμα της ράμπας, τα δελφίνια που ίσως εμφανιστούν, οι γλάροι που ακολουθούν το κατάστρωμα. Για τους γονείς, ένα καλά οργανωμένο ταξίδι σημαίνει λιγότερο άγχος και περισσότερη ξεκούραση. Ορίστε όσα έχουμε μάθει από χιλιάδες οικογενειακές κρατήσεις.

## Διαλέξτε το κατάλληλο πλοίο

Με μικρά παιδιά, τα **συμβατικά πλοία** είναι συνήθως η καλύτερη επιλογή: έχουν χώρο να περπατήσουν, ανοιχτά καταστρώματα, καφετέριες και συχνά παιδική γωνιά, και είναι πιο σταθερά όταν έχει κύμα. Τα **ταχύπλοα** κερδίζουν χρόνο, αλλά οι επιβάτες μένουν καθιστοί στις θέσεις τους σε κλειστά σαλόνια, κάτι που κουράζει τα πιο ανήσυχα παιδιά. Για μεγάλες αποστάσεις, όπως Πειραιάς–Κρήτη ή Ιταλία–Ελλάδα, ένα **νυχτερινό πλοίο με καμπίνα** είναι ιδανικό: τα παιδιά κοιμούνται κανονικά και φτάνετε το πρωί.

## Εισιτήρια και θέσεις

- Οι περισσότερες εταιρείες έχουν **εκπτώσεις για παιδιά** ανάλογα με την ηλικία, και τα βρέφη ταξιδεύουν συνήθως δωρεάν χωρίς δική τους θέση· τα όρια ηλικίας ορίζει κάθε εταιρεία.
- Οι **πολύτεκνες οικογένειες** δικαιούνται εκπτώσεις στις εσωτερικές γραμμές, με την προσκόμιση του σχετικού πιστοποιητικού.
- Προτιμήστε **αριθμημένες θέσεις** και κλείστε τις μαζί, ώστε να κάθεστε όλοι δίπλα. Το απλό εισιτήριο καταστρώματος δεν εξασφαλίζει κάθισμα.
- Στην Kyma δηλώνετε κάθε επιβάτη με την ηλικία του και βλέπετε αμέσως τη συνολική τιμή με τις εκπτώσεις της εταιρείας.

## Τι να έχετε μαζί

- Νερό, φρούτα και σνακ, γιατί στην καφετέρια συχνά έχει ουρά.
- Ένα ζακετάκι για κάθε παιδί: ο κλιματισμός στα σαλόνια είναι δυνατός.
- Καπέλο και αντηλιακό για το κατάστρωμα, όπου ο αέρας ξεγελά.
- Βιβλία, κάρτες, μπογιές, ακουστικά και φορτισμένες συσκευές.
- Μια μικρή τσάντα με τα απαραίτητα (πάνες, μαντηλάκια, αλλαξιά, φάρμακα), γιατί αν ταξιδεύετε με αυτοκίνητο, το γκαράζ κλείνει.

## Ναυτία

Αν το παιδί ζαλίζεται, καθίστε στο μέσο του πλοίου και σε χαμηλό κατάστρωμα, κοιτάξτε τον ορίζοντα και αποφύγετε τα βαριά γεύματα πριν την αναχώρηση. Ο καθαρός αέρας στο κατάστρωμα βοηθά. Για φάρμακα κατά της ναυτίας, συμβουλευτείτε πρώτα τον παιδίατρο ή τον φαρμακοποιό σας. Τις μέρες με δυνατό αέρα, ένα μεγάλο συμβατικό πλοίο είναι πολύ πιο άνετο από ένα μικρό ταχύπλοο.

## Επιβίβαση και ασφάλεια

Φτάστε στο λιμάνι νωρίς, ώστε να μη βιάζεστε με παιδιά και αποσκευές. Τα καρότσια διπλώνουν και αφήνονται στον χώρο αποσκευών ή ανεβαίνουν μαζί σας, ανάλογα με το πλοίο. Στα μεγάλα πλοία υπάρχουν ανελκυστήρες από το γκαράζ. Στο κατάστρωμα κρατάτε πάντα τα μικρά παιδιά από το χέρι και μακριά από τα κάγκελα. Ακούστε μαζί τους τις οδηγίες ασφαλείας στην αρχή του ταξιδιού και δείξτε τους πού βρίσκονται τα σωσίβια· για τα παιδιά είναι και αυτό μέρος της περιπέτειας.

## Έγγραφα

Κάθε επιβάτης, και τα παιδιά, δηλώνεται ονομαστικά στο εισιτήριο. Στα ταξίδια εκτός Ελλάδας κάθε παιδί χρειάζεται δικό του διαβατήριο ή ταυτότητα, και αν ταξιδεύει με έναν μόνο γονέα, ελέγξτε αν απαιτείται έγγραφη συναίνεση του άλλου.

## Σχεδιάστε μικρά σκέλη

Με παιδιά, λιγότερες μετακινήσεις σημαίνουν καλύτερες διακοπές. Συνδυασμοί όπως **Πάρος–Νάξος** (30 λεπτά έως μία ώρα) ή **Αίγινα** από τον Πειραιά (λιγότερο από μία ώρα με ταχύπλοο) είναι ιδανικοί: μικρά ταξίδια, μεγάλες αμμουδιές με ρηχά νερά και πολλές επιλογές διαμονής. Με αυτόν τον τρόπο, το πλοίο μένει στη μνήμη των παιδιών ως το πρώτο κομμάτι της περιπέτειας και όχι ως μια κουραστική αναμονή.`,
    },
    en: {
      slug: 'ferry-tips-for-families',
      title: 'Ferry travel with children: practical tips for families',
      metaDescription:
        'How to travel comfortably by ferry with children: choosing the ship and seats, tickets, what to pack, seasickness, safety and boarding.',
      summary:
        'A ferry crossing can be the children’s favourite moment of the holiday. With a little preparation, it can be yours too.',
      body: `For most children a ferry is a small adventure: the ramp opening, the dolphins that might appear, the gulls following the deck. For parents, a well-planned crossing means less stress and more rest. Here is what we have learned from thousands of family bookings.

## Choose the right ship

With young children, **conventional ferries** are usually the best choice: they have room to walk around, open decks, cafés and often a children’s corner, and they are steadier in a swell. **High-speed craft** save time, but passengers stay seated in closed lounges, which tires restless children. For long distances such as Piraeus–Crete or Italy–Greece, an **overnight ferry with a cabin** is ideal: the children sleep normally and you arrive in the morning.

## Tickets and seats

- Most companies offer **child reductions** by age, and infants usually travel free without their own seat; each company sets its own age bands.
- **Large families** are entitled to reductions on Greek domestic routes on presentation of the relevant certificate.
- Choose **numbered seats** and book them together so you all sit side by side. A basic deck ticket does not guarantee a seat.
- On Kyma you enter each passenger with their age and immediately see the total price with the company’s reductions.

## What to bring

- Water, fruit and snacks, because there is often a queue at the café.
- A light cardigan for each child: the air conditioning in the lounges is strong.
- Hats and sunscreen for the deck, where the breeze is deceptive.
- Books, cards, crayons, headphones and charged devices.
- A small bag with the essentials (nappies, wipes, a change of clothes, medicines), because if you travel with a car, the car deck closes.

## Seasickness

If your child feels sick, sit in the middle of the ship on a lower deck, look at the horizon and avoid heavy meals before departure. Fresh air on deck helps. For seasickness medicines, ask your paediatrician or pharmacist first. On windy days a large conventional ferry is far more comfortable than a small fast craft.

## Boarding and safety

Arrive at the port early so you are not rushing with children and luggage. Pushchairs fold and go in the luggage area or come up with you, depending on the ship. Large ships have lifts from the car deck. On deck, always hold small children by the hand and keep them away from the railings. Listen to the safety briefing together at the start of the crossing and show them where the life jackets are – for children that is part of the adventure too.

## Documents

Every passenger, children included, is named on the ticket. On trips outside Greece each child needs their own passport or identity card, and if a child travels with only one parent, check whether written consent from the other parent is required.

## Plan short legs

With children, fewer moves mean a better holiday. Combinations such as **Paros–Naxos** (30 minutes to an hour) or **Aegina** from Piraeus (under an hour by fast boat) are ideal: short crossings, long sandy beaches with shallow water and plenty of places to stay. That way the ferry stays in the children’s memory as the first part of the adventure rather than a tiring wait.`,
    },
    de: {
      slug: 'faehrtipps-fuer-familien',
      title: 'Mit Kindern auf der Fähre: praktische Tipps für Familien',
      metaDescription:
        'So reisen Sie entspannt mit Kindern auf der Fähre: Schiff und Plätze wählen, Tickets, Packliste, Seekrankheit, Sicherheit und Einschiffung.',
      summary:
        'Eine Fährfahrt kann für Kinder das Highlight des Urlaubs sein. Mit etwas Vorbereitung wird sie es auch für Sie.',
      body: `Für die meisten Kinder ist eine Fähre ein kleines Abenteuer: die Rampe, die sich öffnet, Delfine, die vielleicht auftauchen, Möwen, die dem Schiff folgen. Für Eltern bedeutet eine gut geplante Überfahrt weniger Stress und mehr Erholung. Hier ist, was wir aus Tausenden von Familienbuchungen gelernt haben.

## Das richtige Schiff wählen

Mit kleinen Kindern sind **konventionelle Fähren** meist die beste Wahl: Es gibt Platz zum Herumlaufen, offene Decks, Cafés und oft eine Kinderecke, und bei Seegang liegen sie ruhiger. **Schnellboote** sparen Zeit, doch die Passagiere bleiben in geschlossenen Salons sitzen – anstrengend für unruhige Kinder. Für lange Strecken wie Piräus–Kreta oder Italien–Griechenland ist eine **Nachtfähre mit Kabine** ideal: Die Kinder schlafen normal, und Sie kommen morgens an.

## Tickets und Plätze

- Die meisten Reedereien gewähren **Kinderermäßigungen** nach Alter, Kleinkinder reisen meist kostenlos ohne eigenen Sitzplatz; die Altersgrenzen legt jede Reederei selbst fest.
- **Kinderreiche Familien** erhalten auf griechischen Inlandsstrecken gegen Vorlage der entsprechenden Bescheinigung Ermäßigungen.
- Wählen Sie **nummerierte Plätze** und buchen Sie sie gemeinsam, damit alle nebeneinander sitzen. Ein einfaches Deckticket garantiert keinen Sitzplatz.
- Bei Kyma geben Sie jeden Reisenden mit Alter an und sehen sofort den Gesamtpreis mit den Ermäßigungen der Reederei.

## Was Sie mitnehmen sollten

- Wasser, Obst und Snacks, denn am Café gibt es oft eine Schlange.
- Für jedes Kind eine leichte Jacke: Die Klimaanlage in den Salons ist kräftig.
- Mütze und Sonnencreme fürs Deck, wo der Wind täuscht.
- Bücher, Karten, Malstifte, Kopfhörer und geladene Geräte.
- Eine kleine Tasche mit dem Nötigsten (Windeln, Feuchttücher, Wechselkleidung, Medikamente), denn wer mit Auto reist, kommt während der Fahrt nicht ans Fahrzeugdeck.

## Seekrankheit

Wird Ihrem Kind übel, setzen Sie sich mittschiffs auf ein unteres Deck, schauen Sie zum Horizont und vermeiden Sie schwere Mahlzeiten vor der Abfahrt. Frische Luft an Deck hilft. Fragen Sie bei Medikamenten gegen Seekrankheit vorher Ihren Kinderarzt oder Apotheker. An windigen Tagen ist eine große konventionelle Fähre deutlich angenehmer als ein kleines Schnellboot.

## Einschiffung und Sicherheit

Kommen Sie früh zum Hafen, damit Sie mit Kindern und Gepäck nicht hetzen müssen. Kinderwagen werden zusammengeklappt und im Gepäckbereich abgestellt oder mit nach oben genommen, je nach Schiff. Große Schiffe haben Aufzüge vom Fahrzeugdeck. An Deck kleine Kinder immer an der Hand halten und von der Reling fernhalten. Hören Sie gemeinsam die Sicherheitshinweise zu Beginn der Fahrt an und zeigen Sie den Kindern, wo die Rettungswesten sind – auch das gehört zum Abenteuer.

## Dokumente

Jeder Reisende, auch jedes Kind, wird namentlich auf dem Ticket geführt. Bei Reisen außerhalb Griechenlands braucht jedes Kind einen eigenen Reisepass oder Ausweis; reist ein Kind nur mit einem Elternteil, prüfen Sie, ob eine schriftliche Einverständniserklärung des anderen Elternteils nötig ist.

## Kurze Etappen planen

Mit Kindern gilt: weniger Ortswechsel, besserer Urlaub. Kombinationen wie **Paros–Naxos** (30 Minuten bis eine Stunde) oder **Ägina** ab Piräus (mit dem Schnellboot unter einer Stunde) sind ideal: kurze Überfahrten, lange Sandstrände mit flachem Wasser und viele Unterkünfte. So bleibt die Fähre den Kindern als erster Teil des Abenteuers in Erinnerung – und nicht als lästiges Warten.`,
    },
    es: {
      slug: 'consejos-de-ferry-para-familias',
      title: 'En ferry con niños: consejos prácticos para familias',
      metaDescription:
        'Cómo viajar cómodamente en ferry con niños: elegir barco y asientos, billetes, qué llevar, mareo, seguridad y embarque.',
      summary:
        'Una travesía en ferry puede ser el momento favorito de los niños en las vacaciones. Con un poco de preparación, también lo será para usted.',
      body: `Para la mayoría de los niños, el ferry es una pequeña aventura: la rampa que se abre, los delfines que quizá aparezcan, las gaviotas que siguen la cubierta. Para los padres, una travesía bien organizada significa menos estrés y más descanso. Esto es lo que hemos aprendido de miles de reservas familiares.

## Elija el barco adecuado

Con niños pequeños, los **ferris convencionales** suelen ser la mejor opción: tienen espacio para moverse, cubiertas exteriores, cafeterías y a menudo un rincón infantil, y son más estables cuando hay marejada. Los **barcos rápidos** ahorran tiempo, pero los pasajeros permanecen sentados en salones cerrados, algo que cansa a los niños más inquietos. Para distancias largas, como El Pireo–Creta o Italia–Grecia, un **ferry nocturno con camarote** es ideal: los niños duermen con normalidad y usted llega por la mañana.

## Billetes y asientos

- La mayoría de las navieras ofrecen **descuentos para niños** según la edad, y los bebés suelen viajar gratis sin asiento propio; cada compañía fija sus tramos de edad.
- Las **familias numerosas** tienen derecho a descuentos en las rutas nacionales griegas presentando el certificado correspondiente.
- Elija **asientos numerados** y resérvelos juntos para sentarse todos al lado. Un billete de cubierta no garantiza asiento.
- En Kyma indica la edad de cada pasajero y ve al momento el precio total con los descuentos de la naviera.

## Qué llevar

- Agua, fruta y algo de picar, porque en la cafetería suele haber cola.
- Una chaqueta ligera para cada niño: el aire acondicionado de los salones es fuerte.
- Gorra y protector solar para la cubierta, donde la brisa engaña.
- Libros, cartas, lápices de colores, auriculares y dispositivos cargados.
- Una bolsa pequeña con lo imprescindible (pañales, toallitas, muda, medicinas), porque si viaja en coche el garaje se cierra.

## El mareo

Si el niño se marea, siéntense en el centro del barco y en una cubierta baja, miren al horizonte y eviten las comidas pesadas antes de salir. El aire fresco de la cubierta ayuda. Para los medicamentos contra el mareo, consulte antes a su pediatra o farmacéutico. Los días de viento, un gran ferry convencional es mucho más cómodo que un barco rápido pequeño.

## Embarque y seguridad

Llegue pronto al puerto para no ir con prisas con niños y equipaje. Los cochecitos se pliegan y se dejan en la zona de equipajes o suben con usted, según el barco. Los barcos grandes tienen ascensores desde el garaje. En cubierta, lleve siempre de la mano a los niños pequeños y manténgalos lejos de la barandilla. Escuchen juntos las instrucciones de seguridad al inicio de la travesía y enséñeles dónde están los chalecos salvavidas: para ellos, también forma parte de la aventura.

## Documentación

Todos los pasajeros, también los niños, figuran con su nombre en el billete. En los viajes fuera de Grecia cada niño necesita su propio pasaporte o documento de identidad, y si viaja con un solo progenitor, compruebe si hace falta la autorización por escrito del otro.

## Planifique trayectos cortos

Con niños, menos cambios significan mejores vacaciones. Combinaciones como **Paros–Naxos** (de 30 minutos a una hora) o **Egina** desde El Pireo (menos de una hora en barco rápido) son ideales: travesías cortas, largas playas de arena con aguas poco profundas y mucha oferta de alojamiento. Así el ferry quedará en la memoria de los niños como el primer capítulo de la aventura y no como una espera pesada.`,
    },
    fr: {
      slug: 'conseils-ferry-pour-les-familles',
      title: 'En ferry avec des enfants : conseils pratiques pour les familles',
      metaDescription:
        'Voyager sereinement en ferry avec des enfants : choisir le navire et les places, billets, quoi emporter, mal de mer, sécurité et embarquement.',
      summary:
        'Une traversée en ferry peut être le moment préféré des enfants pendant les vacances. Avec un peu de préparation, ce sera aussi le vôtre.',
      body: `Pour la plupart des enfants, le ferry est une petite aventure : la passerelle qui s’ouvre, les dauphins qui apparaîtront peut-être, les mouettes qui suivent le navire. Pour les parents, une traversée bien préparée, c’est moins de stress et plus de repos. Voici ce que nous ont appris des milliers de réservations familiales.

## Choisir le bon navire

Avec de jeunes enfants, les **ferries classiques** sont en général le meilleur choix : on peut y marcher, les ponts extérieurs, cafés et souvent un coin enfants ne manquent pas, et ils sont plus stables quand la mer est formée. Les **navires rapides** font gagner du temps, mais les passagers restent assis dans des salons fermés, ce qui fatigue les enfants les plus remuants. Pour les longues distances comme Le Pirée–Crète ou Italie–Grèce, un **ferry de nuit avec cabine** est idéal : les enfants dorment normalement et vous arrivez le matin.

## Billets et places

- La plupart des compagnies accordent des **réductions enfants** selon l’âge, et les bébés voyagent généralement gratuitement sans place attribuée ; chaque compagnie fixe ses tranches d’âge.
- Les **familles nombreuses** bénéficient de réductions sur les lignes intérieures grecques sur présentation du certificat correspondant.
- Choisissez des **places numérotées** et réservez-les ensemble pour être assis côte à côte. Un simple billet de pont ne garantit pas de siège.
- Sur Kyma, vous indiquez l’âge de chaque passager et voyez aussitôt le prix total avec les réductions de la compagnie.

## Que prendre avec soi

- De l’eau, des fruits et des en-cas, car il y a souvent la queue à la cafétéria.
- Un gilet léger par enfant : la climatisation des salons est forte.
- Chapeau et crème solaire pour le pont, où la brise est trompeuse.
- Livres, cartes, crayons, casque audio et appareils chargés.
- Un petit sac avec l’essentiel (couches, lingettes, vêtements de rechange, médicaments), car si vous voyagez en voiture, le garage ferme pendant la traversée.

## Le mal de mer

Si votre enfant a mal au cœur, installez-vous au milieu du navire, sur un pont bas, regardez l’horizon et évitez les repas lourds avant le départ. L’air frais du pont aide. Pour les médicaments contre le mal de mer, demandez d’abord conseil à votre pédiatre ou pharmacien. Par vent fort, un grand ferry classique est bien plus confortable qu’un petit rapide.

## Embarquement et sécurité

Arrivez tôt au port pour ne pas courir avec enfants et bagages. Les poussettes se plient et restent dans l’espace bagages ou montent avec vous, selon le navire. Les grands navires ont des ascenseurs depuis le garage. Sur le pont, tenez toujours les jeunes enfants par la main, loin du bastingage. Écoutez ensemble les consignes de sécurité au début de la traversée et montrez-leur où sont les gilets de sauvetage : pour eux aussi, cela fait partie de l’aventure.

## Documents

Chaque passager, enfants compris, est nommé sur le billet. Pour les voyages hors de Grèce, chaque enfant a besoin de son propre passeport ou de sa carte d’identité ; s’il voyage avec un seul parent, vérifiez si une autorisation écrite de l’autre parent est exigée.

## Prévoir des étapes courtes

Avec des enfants, moins de déplacements, ce sont de meilleures vacances. Des combinaisons comme **Paros–Naxos** (30 minutes à une heure) ou **Égine** depuis Le Pirée (moins d’une heure en rapide) sont idéales : traversées courtes, longues plages de sable à l’eau peu profonde et nombreux hébergements. Ainsi, le ferry restera pour les enfants le premier chapitre de l’aventure, pas une attente fastidieuse.`,
    },
    it: {
      slug: 'consigli-per-famiglie-in-traghetto',
      title: 'In traghetto con i bambini: consigli pratici per le famiglie',
      metaDescription:
        'Come viaggiare comodi in traghetto con i bambini: scelta della nave e dei posti, biglietti, cosa portare, mal di mare, sicurezza e imbarco.',
      summary:
        'Una traversata in traghetto può essere il momento preferito dei bambini in vacanza. Con un po’ di preparazione lo sarà anche per te.',
      body: `Per la maggior parte dei bambini il traghetto è una piccola avventura: il portellone che si apre, i delfini che forse compariranno, i gabbiani che seguono la nave. Per i genitori, una traversata ben organizzata significa meno stress e più riposo. Ecco cosa abbiamo imparato da migliaia di prenotazioni di famiglie.

## Scegli la nave giusta

Con bambini piccoli i **traghetti convenzionali** sono di solito la scelta migliore: c’è spazio per muoversi, ponti all’aperto, bar e spesso un angolo bambini, e sono più stabili con il mare mosso. I **mezzi veloci** fanno risparmiare tempo, ma i passeggeri restano seduti in saloni chiusi, cosa che stanca i bambini più vivaci. Per le lunghe distanze, come Pireo–Creta o Italia–Grecia, l’ideale è un **traghetto notturno con cabina**: i bambini dormono normalmente e arrivi al mattino.

## Biglietti e posti

- La maggior parte delle compagnie applica **riduzioni per bambini** in base all’età, e i neonati di solito viaggiano gratis senza posto assegnato; le fasce d’età le decide ogni compagnia.
- Le **famiglie numerose** hanno diritto a riduzioni sulle linee interne greche presentando il relativo certificato.
- Scegli **posti numerati** e prenotali insieme, così sedete tutti vicini. Il semplice passaggio ponte non garantisce un posto a sedere.
- Su Kyma indichi l’età di ogni passeggero e vedi subito il prezzo totale con le riduzioni della compagnia.

## Cosa portare

- Acqua, frutta e snack, perché al bar spesso c’è la fila.
- Una felpa leggera per ogni bambino: l’aria condizionata nei saloni è forte.
- Cappellino e crema solare per il ponte, dove la brezza inganna.
- Libri, carte, pastelli, cuffie e dispositivi carichi.
- Una borsetta con l’indispensabile (pannolini, salviette, un cambio, medicine), perché se viaggi in auto il garage resta chiuso durante la traversata.

## Il mal di mare

Se il bambino soffre il mal di mare, sedetevi al centro della nave e su un ponte basso, guardate l’orizzonte ed evitate pasti pesanti prima di partire. L’aria fresca sul ponte aiuta. Per i farmaci contro il mal di mare chiedi prima al pediatra o al farmacista. Nei giorni di vento un grande traghetto convenzionale è molto più confortevole di un piccolo veloce.

## Imbarco e sicurezza

Arriva al porto presto, così non devi correre con bambini e bagagli. I passeggini si chiudono e restano nell’area bagagli o salgono con te, a seconda della nave. Le navi grandi hanno ascensori dal garage. Sul ponte tieni sempre per mano i bambini piccoli e lontani dalla ringhiera. Ascoltate insieme le istruzioni di sicurezza all’inizio della traversata e mostra loro dove sono i giubbotti di salvataggio: anche questo, per loro, fa parte dell’avventura.

## Documenti

Ogni passeggero, bambini compresi, è indicato per nome sul biglietto. Per i viaggi fuori dalla Grecia ogni bambino deve avere il proprio passaporto o la propria carta d’identità valida per l’espatrio; se viaggia con un solo genitore, verifica se serve l’assenso scritto dell’altro.

## Programma tratte brevi

Con i bambini, meno spostamenti significano vacanze migliori. Combinazioni come **Paros–Naxos** (da 30 minuti a un’ora) o **Egina** dal Pireo (meno di un’ora con il veloce) sono ideali: traversate brevi, lunghe spiagge di sabbia con acqua bassa e tanta scelta di alloggi. Così il traghetto resterà nella memoria dei bambini come il primo capitolo dell’avventura, non come un’attesa noiosa.`,
    },
    sq: {
      slug: 'keshilla-per-familjet-ne-traget',
      title: 'Me fëmijë në traget: këshilla praktike për familjet',
      metaDescription:
        'Si të udhëtoni rehat me traget me fëmijë: zgjedhja e anijes dhe vendeve, biletat, çfarë të merrni, të përzierat, siguria dhe hipja.',
      summary:
        'Një udhëtim me traget mund të jetë momenti i preferuar i fëmijëve në pushime. Me pak përgatitje, do të jetë edhe i juaji.',
      body: `Për shumicën e fëmijëve, trageti është një aventurë e vogël: rampa që hapet, delfinët që mund të shfaqen, pulëbardhat që ndjekin kuvertën. Për prindërit, një udhëtim i organizuar mirë do të thotë më pak stres dhe më shumë pushim. Ja çfarë kemi mësuar nga mijëra rezervime familjare.

## Zgjidhni anijen e duhur

Me fëmijë të vegjël, **tragetet konvencionale** janë zakonisht zgjedhja më e mirë: kanë hapësirë për të lëvizur, kuverta të hapura, kafene dhe shpesh një kënd për fëmijë, dhe janë më të qëndrueshme kur deti është i trazuar. **Mjetet e shpejta** kursejnë kohë, por pasagjerët qëndrojnë ulur në sallone të mbyllura, gjë që i lodh fëmijët më të lëvizshëm. Për distanca të gjata, si Pire–Kretë ose Itali–Greqi, ideal është një **traget nate me kabinë**: fëmijët flenë normalisht dhe ju mbërrini në mëngjes.

## Biletat dhe vendet

- Shumica e kompanive ofrojnë **ulje për fëmijë** sipas moshës, ndërsa foshnjat zakonisht udhëtojnë falas pa vend të tyrin; kufijtë e moshës i përcakton çdo kompani.
- **Familjet e mëdha** kanë të drejtë për ulje në linjat e brendshme greke, me paraqitjen e vërtetimit përkatës.
- Zgjidhni **vende të numëruara** dhe rezervojini bashkë, që të uleni të gjithë pranë njëri-tjetrit. Bileta e thjeshtë e kuvertës nuk garanton vend.
- Në Kyma shënoni moshën e çdo pasagjeri dhe shihni menjëherë çmimin total me uljet e kompanisë.

## Çfarë të merrni me vete

- Ujë, fruta dhe ushqime të lehta, sepse në kafene shpesh ka radhë.
- Një bluzë të lehtë për çdo fëmijë: kondicioneri në sallone është i fortë.
- Kapelë dhe krem dielli për kuvertën, ku era të mashtron.
- Libra, letra loje, lapsa me ngjyra, kufje dhe pajisje të karikuara.
- Një çantë të vogël me gjërat e domosdoshme (pelena, letra të lagura, ndërresa, ilaçe), sepse nëse udhëtoni me makinë, garazhi mbyllet.

## Të përzierat

Nëse fëmija merr të përziera, uluni në mes të anijes dhe në një kuvertë të ulët, shikoni horizontin dhe shmangni ushqimet e rënda para nisjes. Ajri i pastër në kuvertë ndihmon. Për ilaçe kundër të përzierave, konsultohuni më parë me pediatrin ose farmacistin. Në ditët me erë, një traget i madh konvencional është shumë më i rehatshëm se një mjet i vogël i shpejtë.

## Hipja dhe siguria

Mbërrini herët në port, që të mos nxitoni me fëmijë dhe bagazhe. Karrocat paloset dhe lihen në zonën e bagazheve ose ngjiten me ju, sipas anijes. Anijet e mëdha kanë ashensorë nga garazhi. Në kuvertë mbajini gjithmonë për dore fëmijët e vegjël dhe larg parmakëve. Dëgjoni së bashku udhëzimet e sigurisë në fillim të udhëtimit dhe tregojuni ku ndodhen jelekët e shpëtimit – edhe kjo është pjesë e aventurës për ta.

## Dokumentet

Çdo pasagjer, përfshirë fëmijët, shënohet me emër në biletë. Në udhëtimet jashtë Greqisë çdo fëmijë ka nevojë për pasaportën ose kartën e tij të identitetit, dhe nëse udhëton vetëm me njërin prind, kontrolloni nëse kërkohet pëlqimi me shkrim i prindit tjetër.

## Planifikoni segmente të shkurtra

Me fëmijë, më pak lëvizje do të thotë pushime më të mira. Kombinime si **Paros–Naksos** (30 minuta deri në një orë) ose **Egjina** nga Pireu (më pak se një orë me mjet të shpejtë) janë ideale: udhëtime të shkurtra, plazhe të gjata me rërë dhe ujë të cekët, dhe shumë mundësi akomodimi. Kështu trageti do të mbetet në kujtesën e fëmijëve si kapitulli i parë i aventurës, jo si një pritje e lodhshme.`,
    },
  },
};
