import type { SeedStaticPage } from '../types.ts';

export const PAGE_PRIVACY: SeedStaticPage = {
  key: 'privacy',
  text: {
    el: {
      slug: 'privacy-policy',
      title: 'Πολιτική απορρήτου',
      metaDescription:
        'Πώς η Kyma συλλέγει, χρησιμοποιεί και προστατεύει τα προσωπικά σας δεδομένα όταν κλείνετε ακτοπλοϊκά εισιτήρια, σύμφωνα με τον ΓΚΠΔ.',
      body: `Η προστασία των προσωπικών σας δεδομένων είναι σημαντική για εμάς. Η πολιτική αυτή εξηγεί ποια δεδομένα συλλέγουμε όταν χρησιμοποιείτε τον ιστότοπο της Kyma, γιατί τα χρειαζόμαστε και ποια δικαιώματα έχετε, σύμφωνα με τον Γενικό Κανονισμό για την Προστασία Δεδομένων (ΕΕ) 2016/679 (ΓΚΠΔ).

## 1. Υπεύθυνος επεξεργασίας

Υπεύθυνος επεξεργασίας είναι η **Kyma Shipping & Travel**, Ακτή Μιαούλη 85, 185 38 Πειραιάς. Για θέματα προσωπικών δεδομένων μπορείτε να μας γράψετε στο sales@kyma.travel με θέμα «Προσωπικά δεδομένα».

## 2. Ποια δεδομένα συλλέγουμε

- **Στοιχεία επιβατών:** ονοματεπώνυμο, φύλο, ημερομηνία γέννησης ή ηλικιακή κατηγορία, υπηκοότητα, αριθμό ταυτότητας ή διαβατηρίου, κάρτες επιβράβευσης και στοιχεία για εκπτώσεις, όπου τα ζητά η ακτοπλοϊκή εταιρεία.
- **Στοιχεία επικοινωνίας και τιμολόγησης:** e-mail, τηλέφωνο, διεύθυνση και, αν ζητήσετε τιμολόγιο, επωνυμία και ΑΦΜ.
- **Στοιχεία οχημάτων και κατοικιδίων:** τύπο, μήκος και αριθμό κυκλοφορίας οχήματος, είδος κατοικιδίου και αριθμό μικροτσίπ.
- **Διεύθυνση αποστολής**, αν επιλέξετε παράδοση εισιτηρίων με courier.
- **Μηνύματα** που μας στέλνετε μέσω της φόρμας επικοινωνίας ή της ζωντανής συνομιλίας, και το e-mail σας αν εγγραφείτε στο newsletter.
- **Τεχνικά δεδομένα**, όπως διεύθυνση IP και αρχεία καταγραφής, για την ασφάλεια του ιστότοπου.

Τα στοιχεία της κάρτας πληρωμής τα επεξεργάζεται απευθείας ο πάροχος πληρωμών· εμείς δεν αποθηκεύουμε τον πλήρη αριθμό της κάρτας.

## 3. Σκοποί και νομική βάση

- **Εκτέλεση της σύμβασης** (άρθρο 6 παρ. 1 β΄): κράτηση, έκδοση και παράδοση εισιτηρίων, αλλαγές, ακυρώσεις, επιστροφές και εξυπηρέτηση.
- **Νομική υποχρέωση** (άρθρο 6 παρ. 1 γ΄): οι ονομαστικές καταστάσεις επιβατών που απαιτεί η ναυτιλιακή νομοθεσία και οι φορολογικές και λογιστικές υποχρεώσεις.
- **Έννομο συμφέρον** (άρθρο 6 παρ. 1 στ΄): ασφάλεια, πρόληψη απάτης και βελτίωση των υπηρεσιών μας.
- **Συγκατάθεση** (άρθρο 6 παρ. 1 α΄): αποστολή newsletter, την οποία μπορείτε να ανακαλέσετε οποτεδήποτε.

## 4. Σε ποιους κοινοποιούμε δεδομένα

Κοινοποιούμε μόνο όσα χρειάζονται: στις **ακτοπλοϊκές εταιρείες** και στα συστήματα κρατήσεών τους για την έκδοση του εισιτηρίου, στους **παρόχους πληρωμών**, στις **εταιρείες courier** για την αποστολή, σε παρόχους φιλοξενίας και πληροφορικής που ενεργούν για λογαριασμό μας, και στις αρχές όταν το απαιτεί ο νόμος. Για δρομολόγια προς χώρες εκτός ΕΕ, όπως η Αλβανία και η Τουρκία, διαβιβάζονται στην εταιρεία τα δεδομένα που είναι απαραίτητα για τη σύμβαση μεταφοράς.

## 5. Διάρκεια τήρησης

Τα δεδομένα των κρατήσεων τηρούνται όσο απαιτεί η φορολογική και ναυτιλιακή νομοθεσία και όσο χρειάζεται για την εξυπηρέτηση αξιώσεων. Τα μηνύματα επικοινωνίας και συνομιλίας τηρούνται έως δύο χρόνια. Το e-mail του newsletter διαγράφεται όταν απεγγραφείτε.

## 6. Τα δικαιώματά σας

Έχετε δικαίωμα πρόσβασης, διόρθωσης, διαγραφής, περιορισμού της επεξεργασίας, φορητότητας και εναντίωσης, καθώς και δικαίωμα ανάκλησης της συγκατάθεσής σας. Μπορείτε επίσης να υποβάλετε καταγγελία στην **Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα** (www.dpa.gr).

## 7. Cookies και αποθήκευση στον browser

Χρησιμοποιούμε μόνο όσα χρειάζονται για τη λειτουργία του ιστότοπου: ένα **cookie γλώσσας**, που θυμάται τη γλώσσα που επιλέξατε, και την **αποθήκευση συνεδρίας** (session storage) του browser, όπου κρατείται η κράτηση σε εξέλιξη και διαγράφεται όταν κλείσετε την καρτέλα. Αν συνδεθείτε με λογαριασμό, αποθηκεύεται ένα διακριτικό σύνδεσης για να παραμείνετε συνδεδεμένοι. Δεν χρησιμοποιούμε cookies διαφήμισης.

## 8. Αλλαγές

Μπορεί να ενημερώνουμε την πολιτική αυτή· η τρέχουσα έκδοση βρίσκεται πάντα σε αυτή τη σελίδα.`,
    },
    en: {
      slug: 'privacy-policy',
      title: 'Privacy policy',
      metaDescription:
        'How Kyma collects, uses and protects your personal data when you book ferry tickets, in line with the EU General Data Protection Regulation.',
      body: `Protecting your personal data matters to us. This policy explains what data we collect when you use the Kyma website, why we need it and what rights you have, in line with the General Data Protection Regulation (EU) 2016/679 (GDPR).

## 1. Controller

The controller is **Kyma Shipping & Travel**, Akti Miaouli 85, 185 38 Piraeus, Greece. For data protection matters you can write to sales@kyma.travel with the subject “Personal data”.

## 2. Data we collect

- **Passenger details:** name, sex, date of birth or age category, nationality, ID card or passport number, loyalty cards and details needed for reductions, where the ferry company requires them.
- **Contact and billing details:** e-mail, phone, address and, if you request an invoice, company name and tax number.
- **Vehicle and pet details:** vehicle type, length and registration, type of pet and microchip number.
- **Delivery address**, if you choose courier delivery of your tickets.
- **Messages** you send us through the contact form or live chat, and your e-mail address if you subscribe to the newsletter.
- **Technical data**, such as IP address and logs, for the security of the website.

Card details are processed directly by the payment provider; we do not store your full card number.

## 3. Purposes and legal bases

- **Performance of the contract** (Art. 6(1)(b)): booking, issuing and delivering tickets, changes, cancellations, refunds and customer service.
- **Legal obligation** (Art. 6(1)(c)): the passenger lists required by maritime law, and tax and accounting obligations.
- **Legitimate interests** (Art. 6(1)(f)): security, fraud prevention and improving our services.
- **Consent** (Art. 6(1)(a)): sending the newsletter, which you can withdraw at any time.

## 4. Who we share data with

We share only what is needed: with the **ferry companies** and their reservation systems to issue your ticket, with **payment providers**, with **courier companies** for delivery, with hosting and IT providers acting on our behalf, and with authorities where the law requires it. For routes to countries outside the EU, such as Albania and Turkey, the data needed for the contract of carriage is transferred to the ferry company.

## 5. How long we keep data

Booking data is kept for as long as tax and maritime law require and as long as needed to handle claims. Contact and chat messages are kept for up to two years. Your newsletter e-mail address is deleted when you unsubscribe.

## 6. Your rights

You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to withdraw your consent. You may also lodge a complaint with the **Hellenic Data Protection Authority** (www.dpa.gr).

## 7. Cookies and browser storage

We use only what the website needs to work: a **language cookie**, which remembers the language you chose, and the browser’s **session storage**, which holds the booking in progress and is cleared when you close the tab. If you sign in to an account, a login token is stored so that you stay signed in. We do not use advertising cookies.

## 8. Changes

We may update this policy; the current version is always on this page.`,
    },
    de: {
      slug: 'privacy-policy',
      title: 'Datenschutzerklärung',
      metaDescription:
        'Wie Kyma Ihre personenbezogenen Daten bei der Buchung von Fährtickets erhebt, nutzt und schützt – gemäß der EU-Datenschutz-Grundverordnung.',
      body: `Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Diese Erklärung beschreibt, welche Daten wir bei der Nutzung der Website von Kyma erheben, wozu wir sie benötigen und welche Rechte Sie haben – gemäß der Datenschutz-Grundverordnung (EU) 2016/679 (DSGVO).

## 1. Verantwortlicher

Verantwortlicher ist **Kyma Shipping & Travel**, Akti Miaouli 85, 185 38 Piräus, Griechenland. Bei Fragen zum Datenschutz schreiben Sie uns an sales@kyma.travel mit dem Betreff „Datenschutz“.

## 2. Welche Daten wir erheben

- **Daten der Reisenden:** Name, Geschlecht, Geburtsdatum oder Alterskategorie, Staatsangehörigkeit, Ausweis- oder Passnummer, Treuekarten und Angaben zu Ermäßigungen, soweit die Reederei sie verlangt.
- **Kontakt- und Rechnungsdaten:** E-Mail, Telefon, Anschrift und, wenn Sie eine Rechnung wünschen, Firmenname und Steuernummer.
- **Fahrzeug- und Haustierdaten:** Fahrzeugart, Länge und Kennzeichen, Tierart und Mikrochipnummer.
- **Lieferadresse**, wenn Sie den Versand der Tickets per Kurier wählen.
- **Nachrichten**, die Sie uns über das Kontaktformular oder den Live-Chat senden, sowie Ihre E-Mail-Adresse, wenn Sie den Newsletter abonnieren.
- **Technische Daten** wie IP-Adresse und Protokolle für die Sicherheit der Website.

Kartendaten verarbeitet der Zahlungsdienstleister direkt; wir speichern nicht Ihre vollständige Kartennummer.

## 3. Zwecke und Rechtsgrundlagen

- **Vertragserfüllung** (Art. 6 Abs. 1 lit. b): Buchung, Ausstellung und Zustellung der Tickets, Umbuchung, Stornierung, Erstattung und Kundenservice.
- **Rechtliche Verpflichtung** (Art. 6 Abs. 1 lit. c): die seerechtlich vorgeschriebenen Passagierlisten sowie steuer- und handelsrechtliche Pflichten.
- **Berechtigte Interessen** (Art. 6 Abs. 1 lit. f): Sicherheit, Betrugsprävention und Verbesserung unserer Dienste.
- **Einwilligung** (Art. 6 Abs. 1 lit. a): Versand des Newsletters; Sie können die Einwilligung jederzeit widerrufen.

## 4. An wen wir Daten weitergeben

Wir geben nur weiter, was erforderlich ist: an die **Reedereien** und ihre Reservierungssysteme zur Ausstellung des Tickets, an **Zahlungsdienstleister**, an **Kurierdienste** für die Zustellung, an Hosting- und IT-Dienstleister, die in unserem Auftrag tätig sind, sowie an Behörden, wenn das Gesetz es vorschreibt. Bei Strecken in Länder außerhalb der EU, etwa nach Albanien und in die Türkei, werden die für den Beförderungsvertrag nötigen Daten an die Reederei übermittelt.

## 5. Speicherdauer

Buchungsdaten speichern wir, solange steuer- und seerechtliche Vorschriften es verlangen und solange es zur Bearbeitung von Ansprüchen nötig ist. Kontakt- und Chatnachrichten bewahren wir bis zu zwei Jahre auf. Ihre Newsletter-Adresse wird bei Abmeldung gelöscht.

## 6. Ihre Rechte

Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, Ihre Einwilligung zu widerrufen. Außerdem können Sie sich bei der **griechischen Datenschutzbehörde** (www.dpa.gr) oder der Aufsichtsbehörde Ihres Wohnsitzlandes beschweren.

## 7. Cookies und Speicherung im Browser

Wir verwenden nur, was für den Betrieb der Website nötig ist: ein **Sprach-Cookie**, das die gewählte Sprache speichert, und den **Sitzungsspeicher** (Session Storage) des Browsers, der die laufende Buchung enthält und beim Schließen des Tabs gelöscht wird. Wenn Sie sich anmelden, wird ein Anmelde-Token gespeichert, damit Sie angemeldet bleiben. Werbe-Cookies setzen wir nicht ein.

## 8. Änderungen

Wir können diese Erklärung aktualisieren; die aktuelle Fassung finden Sie stets auf dieser Seite.`,
    },
    es: {
      slug: 'privacy-policy',
      title: 'Política de privacidad',
      metaDescription:
        'Cómo Kyma recoge, utiliza y protege sus datos personales cuando reserva billetes de ferry, de acuerdo con el Reglamento General de Protección de Datos.',
      body: `Proteger sus datos personales es importante para nosotros. Esta política explica qué datos recogemos cuando utiliza el sitio web de Kyma, para qué los necesitamos y qué derechos tiene, de acuerdo con el Reglamento General de Protección de Datos (UE) 2016/679 (RGPD).

## 1. Responsable del tratamiento

El responsable es **Kyma Shipping & Travel**, Akti Miaouli 85, 185 38 El Pireo, Grecia. Para cuestiones de protección de datos puede escribirnos a sales@kyma.travel con el asunto «Datos personales».

## 2. Datos que recogemos

- **Datos de los pasajeros:** nombre y apellidos, sexo, fecha de nacimiento o categoría de edad, nacionalidad, número de documento de identidad o pasaporte, tarjetas de fidelización y datos necesarios para los descuentos, cuando la naviera los exige.
- **Datos de contacto y facturación:** correo electrónico, teléfono, dirección y, si solicita factura, razón social y número fiscal.
- **Datos de vehículos y mascotas:** tipo, longitud y matrícula del vehículo, tipo de animal y número de microchip.
- **Dirección de entrega**, si elige el envío de billetes por mensajería.
- **Mensajes** que nos envía mediante el formulario de contacto o el chat, y su correo electrónico si se suscribe al boletín.
- **Datos técnicos**, como la dirección IP y los registros, para la seguridad del sitio.

Los datos de la tarjeta los trata directamente el proveedor de pagos; no almacenamos el número completo de su tarjeta.

## 3. Finalidades y bases jurídicas

- **Ejecución del contrato** (art. 6.1.b): reserva, emisión y entrega de billetes, cambios, cancelaciones, reembolsos y atención al cliente.
- **Obligación legal** (art. 6.1.c): las listas de pasajeros exigidas por la normativa marítima y las obligaciones fiscales y contables.
- **Interés legítimo** (art. 6.1.f): seguridad, prevención del fraude y mejora de nuestros servicios.
- **Consentimiento** (art. 6.1.a): envío del boletín, que puede retirar en cualquier momento.

## 4. Con quién compartimos datos

Solo compartimos lo necesario: con las **navieras** y sus sistemas de reservas para emitir el billete, con los **proveedores de pago**, con las **empresas de mensajería** para el envío, con proveedores de alojamiento e informática que actúan por cuenta nuestra y con las autoridades cuando la ley lo exige. En las rutas a países fuera de la UE, como Albania y Turquía, se transmiten a la naviera los datos necesarios para el contrato de transporte.

## 5. Plazo de conservación

Los datos de las reservas se conservan durante el tiempo que exigen la normativa fiscal y marítima y el necesario para atender reclamaciones. Los mensajes de contacto y chat se conservan un máximo de dos años. Su correo del boletín se elimina cuando se da de baja.

## 6. Sus derechos

Tiene derecho de acceso, rectificación, supresión, limitación del tratamiento, portabilidad y oposición, así como a retirar su consentimiento. También puede presentar una reclamación ante la **Autoridad Helénica de Protección de Datos** (www.dpa.gr) o ante la autoridad de control de su país.

## 7. Cookies y almacenamiento en el navegador

Solo usamos lo imprescindible para que el sitio funcione: una **cookie de idioma**, que recuerda el idioma elegido, y el **almacenamiento de sesión** (session storage) del navegador, que guarda la reserva en curso y se borra al cerrar la pestaña. Si inicia sesión con una cuenta, se guarda un token de acceso para mantener la sesión. No utilizamos cookies publicitarias.

## 8. Cambios

Podemos actualizar esta política; la versión vigente está siempre en esta página.`,
    },
    fr: {
      slug: 'privacy-policy',
      title: 'Politique de confidentialité',
      metaDescription:
        'Comment Kyma collecte, utilise et protège vos données personnelles lorsque vous réservez des billets de ferry, conformément au RGPD.',
      body: `La protection de vos données personnelles nous tient à cœur. Cette politique explique quelles données nous collectons lorsque vous utilisez le site de Kyma, pourquoi nous en avons besoin et quels sont vos droits, conformément au règlement général sur la protection des données (UE) 2016/679 (RGPD).

## 1. Responsable du traitement

Le responsable du traitement est **Kyma Shipping & Travel**, Akti Miaouli 85, 185 38 Le Pirée, Grèce. Pour toute question relative à vos données, écrivez-nous à sales@kyma.travel avec l’objet « Données personnelles ».

## 2. Données collectées

- **Données des passagers :** nom et prénom, sexe, date de naissance ou catégorie d’âge, nationalité, numéro de carte d’identité ou de passeport, cartes de fidélité et informations nécessaires aux réductions, lorsque la compagnie les exige.
- **Coordonnées et données de facturation :** e-mail, téléphone, adresse et, si vous demandez une facture, raison sociale et numéro fiscal.
- **Données des véhicules et des animaux :** type, longueur et immatriculation du véhicule, type d’animal et numéro de puce.
- **Adresse de livraison**, si vous choisissez l’envoi des billets par coursier.
- **Messages** envoyés via le formulaire de contact ou le chat, et votre adresse e-mail si vous vous inscrivez à la newsletter.
- **Données techniques**, comme l’adresse IP et les journaux, pour la sécurité du site.

Les données de carte bancaire sont traitées directement par le prestataire de paiement ; nous ne conservons pas votre numéro de carte complet.

## 3. Finalités et bases juridiques

- **Exécution du contrat** (art. 6, par. 1, b) : réservation, émission et remise des billets, modifications, annulations, remboursements et service client.
- **Obligation légale** (art. 6, par. 1, c) : listes de passagers exigées par le droit maritime, obligations fiscales et comptables.
- **Intérêt légitime** (art. 6, par. 1, f) : sécurité, prévention de la fraude et amélioration de nos services.
- **Consentement** (art. 6, par. 1, a) : envoi de la newsletter, que vous pouvez retirer à tout moment.

## 4. Destinataires des données

Nous ne partageons que le nécessaire : avec les **compagnies maritimes** et leurs systèmes de réservation pour émettre le billet, avec les **prestataires de paiement**, avec les **sociétés de coursiers** pour la livraison, avec des prestataires d’hébergement et d’informatique agissant pour notre compte, et avec les autorités lorsque la loi l’exige. Pour les lignes vers des pays hors UE, comme l’Albanie et la Turquie, les données nécessaires au contrat de transport sont transmises à la compagnie.

## 5. Durée de conservation

Les données de réservation sont conservées aussi longtemps que l’exigent le droit fiscal et maritime et que nécessaire pour traiter d’éventuelles réclamations. Les messages de contact et de chat sont conservés au maximum deux ans. Votre adresse pour la newsletter est supprimée lors de votre désinscription.

## 6. Vos droits

Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, de portabilité et d’opposition, ainsi que du droit de retirer votre consentement. Vous pouvez aussi introduire une réclamation auprès de l’**Autorité hellénique de protection des données** (www.dpa.gr) ou de l’autorité de contrôle de votre pays, comme la CNIL en France.

## 7. Cookies et stockage dans le navigateur

Nous n’utilisons que ce qui est nécessaire au fonctionnement du site : un **cookie de langue**, qui mémorise la langue choisie, et le **stockage de session** (session storage) du navigateur, qui conserve la réservation en cours et s’efface à la fermeture de l’onglet. Si vous vous connectez à un compte, un jeton de connexion est conservé pour maintenir votre session. Nous n’utilisons pas de cookies publicitaires.

## 8. Modifications

Nous pouvons mettre à jour cette politique ; la version en vigueur figure toujours sur cette page.`,
    },
    it: {
      slug: 'privacy-policy',
      title: 'Informativa sulla privacy',
      metaDescription:
        'Come Kyma raccoglie, usa e protegge i tuoi dati personali quando prenoti biglietti dei traghetti, in conformità al GDPR.',
      body: `La protezione dei tuoi dati personali è importante per noi. Questa informativa spiega quali dati raccogliamo quando usi il sito di Kyma, perché ci servono e quali diritti hai, in conformità al Regolamento generale sulla protezione dei dati (UE) 2016/679 (GDPR).

## 1. Titolare del trattamento

Il titolare del trattamento è **Kyma Shipping & Travel**, Akti Miaouli 85, 185 38 Pireo, Grecia. Per questioni relative ai dati personali puoi scriverci a sales@kyma.travel con oggetto «Dati personali».

## 2. Dati che raccogliamo

- **Dati dei passeggeri:** nome e cognome, sesso, data di nascita o fascia d’età, nazionalità, numero di carta d’identità o passaporto, carte fedeltà e dati necessari per le riduzioni, quando la compagnia li richiede.
- **Dati di contatto e fatturazione:** e-mail, telefono, indirizzo e, se chiedi la fattura, ragione sociale e partita IVA.
- **Dati di veicoli e animali:** tipo, lunghezza e targa del veicolo, tipo di animale e numero di microchip.
- **Indirizzo di consegna**, se scegli la spedizione dei biglietti tramite corriere.
- **Messaggi** che ci invii con il modulo di contatto o la chat, e il tuo indirizzo e-mail se ti iscrivi alla newsletter.
- **Dati tecnici**, come indirizzo IP e log, per la sicurezza del sito.

I dati della carta sono trattati direttamente dal fornitore dei servizi di pagamento; non conserviamo il numero completo della tua carta.

## 3. Finalità e basi giuridiche

- **Esecuzione del contratto** (art. 6, par. 1, lett. b): prenotazione, emissione e consegna dei biglietti, modifiche, cancellazioni, rimborsi e assistenza.
- **Obbligo di legge** (art. 6, par. 1, lett. c): le liste passeggeri richieste dalla normativa marittima e gli obblighi fiscali e contabili.
- **Legittimo interesse** (art. 6, par. 1, lett. f): sicurezza, prevenzione delle frodi e miglioramento dei nostri servizi.
- **Consenso** (art. 6, par. 1, lett. a): invio della newsletter, che puoi revocare in qualsiasi momento.

## 4. A chi comunichiamo i dati

Comunichiamo solo ciò che serve: alle **compagnie di navigazione** e ai loro sistemi di prenotazione per emettere il biglietto, ai **fornitori dei servizi di pagamento**, ai **corrieri** per la consegna, ai fornitori di hosting e informatica che agiscono per nostro conto e alle autorità quando la legge lo impone. Per le linee verso paesi extra UE, come Albania e Turchia, alla compagnia vengono trasmessi i dati necessari al contratto di trasporto.

## 5. Durata della conservazione

I dati delle prenotazioni sono conservati per il tempo richiesto dalla normativa fiscale e marittima e per quanto necessario a gestire eventuali contestazioni. I messaggi di contatto e chat sono conservati fino a due anni. L’indirizzo per la newsletter viene cancellato quando ti disiscrivi.

## 6. I tuoi diritti

Hai diritto di accesso, rettifica, cancellazione, limitazione del trattamento, portabilità e opposizione, oltre al diritto di revocare il consenso. Puoi anche presentare reclamo all’**Autorità ellenica per la protezione dei dati** (www.dpa.gr) o all’autorità di controllo del tuo paese, come il Garante per la protezione dei dati personali in Italia.

## 7. Cookie e memorizzazione nel browser

Usiamo solo ciò che serve al funzionamento del sito: un **cookie della lingua**, che ricorda la lingua scelta, e la **memoria di sessione** (session storage) del browser, che conserva la prenotazione in corso e si cancella alla chiusura della scheda. Se accedi con un account, viene conservato un token di accesso per mantenerti collegato. Non utilizziamo cookie pubblicitari.

## 8. Modifiche

Possiamo aggiornare questa informativa; la versione in vigore è sempre disponibile in questa pagina.`,
    },
    sq: {
      slug: 'privacy-policy',
      title: 'Politika e privatësisë',
      metaDescription:
        'Si i mbledh, i përdor dhe i mbron Kyma të dhënat tuaja personale kur rezervoni bileta trageti, në përputhje me GDPR-në.',
      body: `Mbrojtja e të dhënave tuaja personale është e rëndësishme për ne. Kjo politikë shpjegon cilat të dhëna mbledhim kur përdorni faqen e Kyma, pse na duhen dhe cilat janë të drejtat tuaja, në përputhje me Rregulloren e Përgjithshme për Mbrojtjen e të Dhënave (BE) 2016/679 (GDPR).

## 1. Kontrolluesi

Kontrolluesi i të dhënave është **Kyma Shipping & Travel**, Akti Miaouli 85, 185 38 Pire, Greqi. Për çështje të të dhënave personale mund të na shkruani në sales@kyma.travel me subjektin «Të dhëna personale».

## 2. Të dhënat që mbledhim

- **Të dhënat e pasagjerëve:** emri dhe mbiemri, gjinia, data e lindjes ose kategoria e moshës, shtetësia, numri i kartës së identitetit ose pasaportës, kartat e besnikërisë dhe të dhënat e nevojshme për uljet, kur i kërkon kompania detare.
- **Të dhënat e kontaktit dhe faturimit:** e-mail, telefon, adresë dhe, nëse kërkoni faturë, emri i shoqërisë dhe numri tatimor.
- **Të dhënat e automjeteve dhe kafshëve:** lloji, gjatësia dhe targa e automjetit, lloji i kafshës dhe numri i mikroçipit.
- **Adresa e dërgesës**, nëse zgjidhni dërgimin e biletave me korrier.
- **Mesazhet** që na dërgoni përmes formularit të kontaktit ose bisedës së drejtpërdrejtë, si dhe e-maili juaj nëse regjistroheni në buletin.
- **Të dhëna teknike**, si adresa IP dhe regjistrat, për sigurinë e faqes.

Të dhënat e kartës së pagesës i përpunon drejtpërdrejt ofruesi i pagesave; ne nuk ruajmë numrin e plotë të kartës suaj.

## 3. Qëllimet dhe bazat ligjore

- **Zbatimi i kontratës** (neni 6 par. 1 b): rezervimi, lëshimi dhe dorëzimi i biletave, ndryshimet, anulimet, rimbursimet dhe shërbimi ndaj klientit.
- **Detyrimi ligjor** (neni 6 par. 1 c): listat e pasagjerëve që kërkon legjislacioni detar dhe detyrimet tatimore e kontabël.
- **Interesi legjitim** (neni 6 par. 1 f): siguria, parandalimi i mashtrimit dhe përmirësimi i shërbimeve tona.
- **Pëlqimi** (neni 6 par. 1 a): dërgimi i buletinit, të cilin mund ta tërhiqni në çdo kohë.

## 4. Me kë i ndajmë të dhënat

Ndajmë vetëm atë që është e nevojshme: me **kompanitë detare** dhe sistemet e tyre të rezervimit për lëshimin e biletës, me **ofruesit e pagesave**, me **kompanitë e korrierit** për dërgesën, me ofruesit e strehimit dhe të teknologjisë së informacionit që veprojnë në emrin tonë, dhe me autoritetet kur e kërkon ligji. Për linjat drejt vendeve jashtë BE-së, si Shqipëria dhe Turqia, kompanisë detare i transmetohen të dhënat e nevojshme për kontratën e transportit.

## 5. Kohëzgjatja e ruajtjes

Të dhënat e rezervimeve ruhen për aq kohë sa kërkon legjislacioni tatimor dhe detar dhe sa nevojitet për trajtimin e pretendimeve. Mesazhet e kontaktit dhe të bisedës ruhen deri në dy vjet. E-maili i buletinit fshihet kur çregjistroheni.

## 6. Të drejtat tuaja

Keni të drejtën e aksesit, korrigjimit, fshirjes, kufizimit të përpunimit, transferueshmërisë dhe kundërshtimit, si dhe të drejtën të tërhiqni pëlqimin. Mund të paraqisni gjithashtu ankesë pranë **Autoritetit Helen për Mbrojtjen e të Dhënave** (www.dpa.gr) ose pranë autoritetit mbikëqyrës të vendit tuaj.

## 7. Cookies dhe ruajtja në shfletues

Përdorim vetëm atë që i nevojitet faqes për të funksionuar: një **cookie gjuhe**, që mban mend gjuhën që keni zgjedhur, dhe **ruajtjen e sesionit** (session storage) të shfletuesit, ku mbahet rezervimi në vazhdim dhe që fshihet kur mbyllni skedën. Nëse hyni me llogari, ruhet një token hyrjeje që të qëndroni të identifikuar. Nuk përdorim cookies reklamuese.

## 8. Ndryshimet

Mund ta përditësojmë këtë politikë; versioni aktual gjendet gjithmonë në këtë faqe.`,
    },
  },
};
