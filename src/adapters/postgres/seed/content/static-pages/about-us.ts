import type { SeedStaticPage } from '../types.ts';

export const PAGE_ABOUT_US: SeedStaticPage = {
  key: 'about-us',
  text: {
    el: {
      slug: 'about-us',
      title: 'Ποιοι είμαστε',
      metaDescription:
        'Η Kyma είναι ναυτιλιακό και ταξιδιωτικό γραφείο στον Πειραιά. Συγκρίνετε ακτοπλοϊκά εισιτήρια για περισσότερους από 500 προορισμούς, χωρίς κρυφές χρεώσεις.',
      body: `Η **Kyma** (κύμα) είναι ναυτιλιακό πρακτορείο και ταξιδιωτικό γραφείο με έδρα τον **Πειραιά**, το μεγαλύτερο λιμάνι επιβατών της Ελλάδας. Η ομάδα μας δουλεύει χρόνια δίπλα στις ακτοπλοϊκές εταιρείες και γνωρίζει από πρώτο χέρι τα λιμάνια, τα πλοία και τις ιδιαιτερότητες κάθε γραμμής, από το πρωινό ταχύπλοο για την Αίγινα ως το νυχτερινό πλοίο της Αδριατικής.

## Τι κάνουμε

Συγκεντρώνουμε σε μία αναζήτηση τα δρομολόγια πολλών ακτοπλοϊκών εταιρειών, για **περισσότερους από 500 προορισμούς** στην Ελλάδα, την Ιταλία, την Αλβανία και την Τουρκία. Συγκρίνετε ώρες, διάρκεια και τιμές, συνδυάζετε σκέλη διαφορετικών εταιρειών σε ένα ταξίδι, προσθέτετε όχημα ή κατοικίδιο και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται από τις εταιρείες, ως ηλεκτρονικά εισιτήρια, για παραλαβή στο λιμάνι ή με αποστολή με courier στην Ελλάδα.

## Γιατί να κλείσετε με την Kyma

- **Χωρίς κρυφές χρεώσεις:** βλέπετε το συνολικό ποσό, με όλες τις επιβαρύνσεις, πριν πληρώσετε.
- **Όλες οι επιλογές μαζί:** συμβατικά πλοία, ταχύπλοα, καμπίνες και εκπτώσεις σε μία σελίδα.
- **Άνθρωποι που ξέρουν τη θάλασσα:** η ομάδα μας στον Πειραιά απαντά σε τηλέφωνο, e-mail και ζωντανή συνομιλία, και σας βοηθά σε αλλαγές, ακυρώσεις ή απρόοπτα λόγω καιρού.
- **Επτά γλώσσες:** ο ιστότοπος λειτουργεί στα ελληνικά, αγγλικά, γερμανικά, ισπανικά, γαλλικά, ιταλικά και αλβανικά.

## Για ταξιδιωτικά γραφεία

Συνεργαζόμαστε και με ταξιδιωτικά γραφεία και μεταπωλητές, που μπορούν να κάνουν κρατήσεις για τους πελάτες τους μέσω της πλατφόρμας μας με πιστωτικό όριο. Επικοινωνήστε μαζί μας για να μάθετε περισσότερα.

Τα στοιχεία μας, το ωράριο εξυπηρέτησης και ο αριθμός φορολογικού μητρώου θα τα βρείτε στη σελίδα επικοινωνίας. Καλό ταξίδι!`,
    },
    en: {
      slug: 'about-us',
      title: 'About us',
      metaDescription:
        'Kyma is a ships-broking and travel agency in Piraeus. Compare ferry tickets for more than 500 destinations, with no hidden fees.',
      body: `**Kyma** – Greek for “wave” – is a ships-broking and travel agency based in **Piraeus**, Greece’s largest passenger port. Our team has worked alongside the ferry companies for years and knows the ports, the ships and the quirks of every route first-hand, from the morning fast boat to Aegina to the overnight ferry across the Adriatic.

## What we do

We bring together the sailings of many ferry companies in a single search, covering **more than 500 destinations** in Greece, Italy, Albania and Turkey. You compare times, durations and fares, combine legs of different companies in one trip, add a vehicle or a pet and pay securely. Tickets are issued by the ferry companies as e-tickets, for collection at the port or, within Greece, by courier.

## Why book with Kyma

- **No hidden fees:** you see the full amount, with all charges, before you pay.
- **Every option together:** conventional ferries, fast craft, cabins and reductions on one page.
- **People who know the sea:** our team in Piraeus answers by phone, e-mail and live chat, and helps with changes, cancellations or weather disruptions.
- **Seven languages:** the site is available in Greek, English, German, Spanish, French, Italian and Albanian.

## For travel agents

We also work with travel agencies and resellers, who can book for their clients through our platform on a credit limit. Get in touch to find out more.

Our details, opening hours and tax registration number are on the contact page. Have a good trip!`,
    },
    de: {
      slug: 'about-us',
      title: 'Über uns',
      metaDescription:
        'Kyma ist eine Schiffsmakler- und Reiseagentur in Piräus. Vergleichen Sie Fährtickets zu über 500 Zielen – ohne versteckte Gebühren.',
      body: `**Kyma** – griechisch für „Welle“ – ist eine Schiffsmakler- und Reiseagentur mit Sitz in **Piräus**, dem größten Passagierhafen Griechenlands. Unser Team arbeitet seit Jahren eng mit den Reedereien zusammen und kennt Häfen, Schiffe und die Besonderheiten jeder Strecke aus erster Hand – vom morgendlichen Schnellboot nach Ägina bis zur Nachtfähre über die Adria.

## Was wir tun

Wir bündeln die Abfahrten vieler Reedereien in einer einzigen Suche, für **mehr als 500 Ziele** in Griechenland, Italien, Albanien und der Türkei. Sie vergleichen Zeiten, Fahrtdauer und Preise, kombinieren Etappen verschiedener Reedereien zu einer Reise, fügen Fahrzeug oder Haustier hinzu und bezahlen sicher. Die Tickets stellen die Reedereien aus – als E-Ticket, zur Abholung am Hafen oder innerhalb Griechenlands per Kurier.

## Warum mit Kyma buchen

- **Keine versteckten Gebühren:** Sie sehen den Gesamtbetrag mit allen Kosten vor der Zahlung.
- **Alle Optionen auf einen Blick:** konventionelle Fähren, Schnellboote, Kabinen und Ermäßigungen auf einer Seite.
- **Menschen, die das Meer kennen:** Unser Team in Piräus ist per Telefon, E-Mail und Live-Chat erreichbar und hilft bei Umbuchungen, Stornierungen oder wetterbedingten Änderungen.
- **Sieben Sprachen:** Die Website gibt es auf Griechisch, Englisch, Deutsch, Spanisch, Französisch, Italienisch und Albanisch.

## Für Reisebüros

Wir arbeiten auch mit Reisebüros und Wiederverkäufern zusammen, die über unsere Plattform mit Kreditlimit für ihre Kunden buchen können. Sprechen Sie uns an.

Unsere Anschrift, Servicezeiten und Steuernummer finden Sie auf der Kontaktseite. Gute Reise!`,
    },
    es: {
      slug: 'about-us',
      title: 'Quiénes somos',
      metaDescription:
        'Kyma es una agencia de consignación marítima y de viajes en El Pireo. Compare billetes de ferry a más de 500 destinos, sin gastos ocultos.',
      body: `**Kyma** –«ola» en griego– es una agencia de consignación marítima y de viajes con sede en **El Pireo**, el mayor puerto de pasajeros de Grecia. Nuestro equipo trabaja desde hace años junto a las navieras y conoce de primera mano los puertos, los barcos y las particularidades de cada ruta, desde el barco rápido de la mañana a Egina hasta el ferry nocturno del Adriático.

## Qué hacemos

Reunimos en una sola búsqueda las salidas de muchas navieras, para **más de 500 destinos** en Grecia, Italia, Albania y Turquía. Usted compara horarios, duraciones y precios, combina trayectos de distintas compañías en un mismo viaje, añade un vehículo o una mascota y paga de forma segura. Los billetes los emiten las navieras, como billete electrónico, para recoger en el puerto o, dentro de Grecia, por mensajería.

## Por qué reservar con Kyma

- **Sin gastos ocultos:** ve el importe total, con todos los cargos, antes de pagar.
- **Todas las opciones juntas:** ferris convencionales, barcos rápidos, camarotes y descuentos en una sola página.
- **Gente que conoce el mar:** nuestro equipo en El Pireo atiende por teléfono, correo electrónico y chat en directo, y le ayuda con cambios, cancelaciones o imprevistos por el tiempo.
- **Siete idiomas:** la web está disponible en griego, inglés, alemán, español, francés, italiano y albanés.

## Para agencias de viajes

También trabajamos con agencias de viajes y revendedores, que pueden reservar para sus clientes a través de nuestra plataforma con línea de crédito. Póngase en contacto con nosotros para saber más.

Nuestros datos, el horario de atención y el número de identificación fiscal figuran en la página de contacto. ¡Buen viaje!`,
    },
    fr: {
      slug: 'about-us',
      title: 'Qui sommes-nous',
      metaDescription:
        'Kyma est une agence maritime et de voyages au Pirée. Comparez les billets de ferry pour plus de 500 destinations, sans frais cachés.',
      body: `**Kyma** – « vague » en grec – est une agence maritime et de voyages installée au **Pirée**, le premier port de passagers de Grèce. Notre équipe travaille depuis des années aux côtés des compagnies et connaît de l’intérieur les ports, les navires et les particularités de chaque ligne, du rapide du matin pour Égine au ferry de nuit de l’Adriatique.

## Ce que nous faisons

Nous réunissons en une seule recherche les départs de nombreuses compagnies, pour **plus de 500 destinations** en Grèce, en Italie, en Albanie et en Turquie. Vous comparez horaires, durées et tarifs, combinez des trajets de plusieurs compagnies dans un même voyage, ajoutez un véhicule ou un animal et payez en toute sécurité. Les billets sont émis par les compagnies, sous forme de billet électronique, à retirer au port ou, en Grèce, livrés par coursier.

## Pourquoi réserver avec Kyma

- **Aucuns frais cachés :** vous voyez le montant total, tous frais compris, avant de payer.
- **Toutes les options réunies :** ferries classiques, navires rapides, cabines et réductions sur une seule page.
- **Des gens qui connaissent la mer :** notre équipe au Pirée répond par téléphone, e-mail et chat en direct, et vous aide en cas de modification, d’annulation ou d’aléa météo.
- **Sept langues :** le site est disponible en grec, anglais, allemand, espagnol, français, italien et albanais.

## Pour les agences de voyages

Nous travaillons aussi avec des agences de voyages et des revendeurs, qui peuvent réserver pour leurs clients via notre plateforme avec une ligne de crédit. Contactez-nous pour en savoir plus.

Nos coordonnées, nos horaires et notre numéro fiscal figurent sur la page contact. Bon voyage !`,
    },
    it: {
      slug: 'about-us',
      title: 'Chi siamo',
      metaDescription:
        'Kyma è un’agenzia marittima e di viaggi al Pireo. Confronta i biglietti dei traghetti per oltre 500 destinazioni, senza costi nascosti.',
      body: `**Kyma** – «onda» in greco – è un’agenzia marittima e di viaggi con sede al **Pireo**, il più grande porto passeggeri della Grecia. Il nostro team lavora da anni a fianco delle compagnie di navigazione e conosce di prima mano porti, navi e particolarità di ogni linea, dal veloce del mattino per Egina al traghetto notturno dell’Adriatico.

## Cosa facciamo

Riuniamo in un’unica ricerca le corse di molte compagnie, per **oltre 500 destinazioni** in Grecia, Italia, Albania e Turchia. Confronti orari, durata e prezzi, combini tratte di compagnie diverse nello stesso viaggio, aggiungi un veicolo o un animale e paghi in modo sicuro. I biglietti sono emessi dalle compagnie, come biglietti elettronici, da ritirare al porto o, in Grecia, con consegna tramite corriere.

## Perché prenotare con Kyma

- **Nessun costo nascosto:** vedi l’importo totale, con tutte le spese, prima di pagare.
- **Tutte le opzioni insieme:** traghetti convenzionali, mezzi veloci, cabine e riduzioni in un’unica pagina.
- **Persone che conoscono il mare:** il nostro team al Pireo risponde al telefono, via e-mail e in chat e ti aiuta con modifiche, cancellazioni o imprevisti dovuti al meteo.
- **Sette lingue:** il sito è disponibile in greco, inglese, tedesco, spagnolo, francese, italiano e albanese.

## Per le agenzie di viaggio

Collaboriamo anche con agenzie di viaggio e rivenditori, che possono prenotare per i loro clienti tramite la nostra piattaforma con fido. Contattaci per saperne di più.

I nostri dati, gli orari di assistenza e la partita IVA sono nella pagina dei contatti. Buon viaggio!`,
    },
    sq: {
      slug: 'about-us',
      title: 'Rreth nesh',
      metaDescription:
        'Kyma është agjenci detare dhe udhëtimesh në Pire. Krahasoni biletat e trageteve për më shumë se 500 destinacione, pa tarifa të fshehura.',
      body: `**Kyma** – «dallgë» në greqisht – është agjenci detare dhe udhëtimesh me seli në **Pire**, porti më i madh i pasagjerëve në Greqi. Ekipi ynë punon prej vitesh pranë kompanive detare dhe i njeh nga afër portet, anijet dhe veçoritë e çdo linje, nga mjeti i shpejtë i mëngjesit për në Egjinë deri te trageti i natës në Adriatik.

## Çfarë bëjmë

Bashkojmë në një kërkim të vetëm nisjet e shumë kompanive detare, për **më shumë se 500 destinacione** në Greqi, Itali, Shqipëri dhe Turqi. Krahasoni oraret, kohëzgjatjen dhe çmimet, kombinoni segmente të kompanive të ndryshme në një udhëtim, shtoni automjet ose kafshë shtëpiake dhe paguani në mënyrë të sigurt. Biletat lëshohen nga kompanitë, si bileta elektronike, për t’u tërhequr në port ose, brenda Greqisë, me korrier.

## Pse të rezervoni me Kyma

- **Pa tarifa të fshehura:** e shihni shumën totale, me të gjitha tarifat, para se të paguani.
- **Të gjitha mundësitë bashkë:** tragete konvencionale, mjete të shpejta, kabina dhe ulje në një faqe.
- **Njerëz që e njohin detin:** ekipi ynë në Pire përgjigjet në telefon, me e-mail dhe në bisedë të drejtpërdrejtë, dhe ju ndihmon me ndryshime, anulime ose papritura nga moti.
- **Shtatë gjuhë:** faqja është në greqisht, anglisht, gjermanisht, spanjisht, frëngjisht, italisht dhe shqip.

## Për agjencitë e udhëtimit

Bashkëpunojmë edhe me agjenci udhëtimi dhe rishitës, të cilët mund të rezervojnë për klientët e tyre nëpërmjet platformës sonë me limit krediti. Na kontaktoni për të mësuar më shumë.

Të dhënat tona, orari i shërbimit dhe numri i regjistrimit tatimor gjenden në faqen e kontaktit. Udhëtim të mbarë!`,
    },
  },
};
