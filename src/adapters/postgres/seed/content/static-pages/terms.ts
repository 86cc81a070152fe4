import type { SeedStaticPage } from '../types.ts';

export const PAGE_TERMS: SeedStaticPage = {
  key: 'terms',
  text: {
    el: {
      slug: 'oroi-and-proypo8eseis',
      title: 'Όροι και προϋποθέσεις',
      metaDescription:
        'Οι όροι χρήσης της Kyma για κρατήσεις ακτοπλοϊκών εισιτηρίων: κράτηση, πληρωμή, παράδοση εισιτηρίων, αλλαγές, ακυρώσεις, επιστροφές και παράπονα.',
      body: `Οι παρόντες όροι ισχύουν για τις κρατήσεις ακτοπλοϊκών εισιτηρίων που πραγματοποιείτε μέσω του ιστότοπου της Kyma. Παρακαλούμε διαβάστε τους προσεκτικά πριν ολοκληρώσετε την κράτησή σας.

## 1. Ποιοι είμαστε

Ο ιστότοπος λειτουργεί από την **Kyma Shipping & Travel**, ναυτιλιακό πρακτορείο και ταξιδιωτικό γραφείο με έδρα τον Πειραιά (Ακτή Μιαούλη 85, 185 38 Πειραιάς). Τα στοιχεία επικοινωνίας, ο ΑΦΜ και ο αριθμός ΓΕΜΗ αναφέρονται στη σελίδα επικοινωνίας.

## 2. Ο ρόλος μας

Ενεργούμε ως **πράκτορας των ακτοπλοϊκών εταιρειών**. Η σύμβαση μεταφοράς συνάπτεται απευθείας ανάμεσα σε εσάς και την ακτοπλοϊκή εταιρεία που εκτελεί το δρομολόγιο, και διέπεται από τους **γενικούς όρους μεταφοράς της εταιρείας** και την ισχύουσα νομοθεσία, συμπεριλαμβανομένου του Κανονισμού (ΕΕ) αριθ. 1177/2010 για τα δικαιώματα των επιβατών που ταξιδεύουν δια θαλάσσης. Οι όροι κάθε εταιρείας εμφανίζονται ή είναι διαθέσιμοι πριν από την πληρωμή.

## 3. Κράτηση

- Καταχωρίστε τα στοιχεία των επιβατών ακριβώς όπως εμφανίζονται στο έγγραφο ταυτότητας ή στο διαβατήριο, καθώς και τα στοιχεία του οχήματος (τύπο, μήκος, αριθμό κυκλοφορίας) και των κατοικιδίων.
- Οι εκπτώσεις (παιδικές, φοιτητικές, πολυτέκνων, ΑμεΑ κ.λπ.) ισχύουν μόνο με την επίδειξη των απαιτούμενων δικαιολογητικών κατά τον έλεγχο εισιτηρίων.
- Η κράτηση ολοκληρώνεται όταν εγκριθεί η πληρωμή και η εταιρεία εκδώσει το εισιτήριο. Θα λάβετε επιβεβαίωση με τον κωδικό κράτησης στο e-mail σας.

## 4. Τιμές και πληρωμή

Οι τιμές είναι σε ευρώ και περιλαμβάνουν τους φόρους και τα τέλη που εμφανίζονται. Τυχόν χρέωση υπηρεσίας της Kyma εμφανίζεται ξεχωριστά πριν από την πληρωμή· δεν υπάρχουν κρυφές χρεώσεις. Η πληρωμή γίνεται με πιστωτική ή χρεωστική κάρτα μέσω πιστοποιημένου παρόχου πληρωμών. Για συνεργαζόμενα ταξιδιωτικά γραφεία μπορεί να ισχύει πιστωτικό όριο. Οι τιμές μπορεί να αλλάξουν έως την ολοκλήρωση της πληρωμής.

## 5. Εισιτήρια και παράδοση

Ανάλογα με την εταιρεία και το δρομολόγιο, το εισιτήριο παραδίδεται:

- ως **ηλεκτρονικό εισιτήριο** (e-ticket), που λαμβάνετε με e-mail·
- με **παραλαβή στο λιμάνι**, από το γραφείο της εταιρείας ή του εξουσιοδοτημένου πράκτορα, με τον κωδικό κράτησης και έγγραφο ταυτότητας·
- με **courier**, μόνο για διευθύνσεις εντός Ελλάδας, με κόστος αποστολής **3,00 €**. Η αποστολή πρέπει να ζητηθεί έγκαιρα ώστε τα εισιτήρια να φτάσουν πριν το ταξίδι.

Έχετε μαζί το εισιτήριο και έγκυρο έγγραφο ταυτότητας ή διαβατήριο και φτάστε στο λιμάνι εγκαίρως, σύμφωνα με τις οδηγίες της εταιρείας.

## 6. Αλλαγές και ακυρώσεις

Αλλαγές και ακυρώσεις γίνονται σύμφωνα με την **πολιτική της κάθε εταιρείας** και τον τύπο του ναύλου· ορισμένοι ναύλοι δεν επιτρέπουν αλλαγές ή επιστροφή χρημάτων. Τα αιτήματα υποβάλλονται σε εμάς και μπορεί να συνοδεύονται από χρεώσεις της εταιρείας. Αν η εταιρεία ακυρώσει ή καθυστερήσει σημαντικά ένα δρομολόγιο, έχετε τα δικαιώματα που προβλέπουν οι όροι της και ο Κανονισμός (ΕΕ) 1177/2010, όπως επιλογή ανάμεσα σε μεταφορά με άλλο δρομολόγιο και επιστροφή του ναύλου.

## 7. Επιστροφές χρημάτων

Οι επιστροφές γίνονται στο μέσο πληρωμής που χρησιμοποιήσατε, αφού τις εγκρίνει η ακτοπλοϊκή εταιρεία. Ο χρόνος πίστωσης εξαρτάται από την εταιρεία και την τράπεζά σας.

## 8. Ευθύνη

Είμαστε υπεύθυνοι για τη σωστή διεκπεραίωση της κράτησης. Για την εκτέλεση της μεταφοράς, τις καθυστερήσεις, τις αλλαγές δρομολογίων και τις αποσκευές ευθύνεται η ακτοπλοϊκή εταιρεία, σύμφωνα με τους όρους της και τον νόμο. Δεν ευθυνόμαστε για γεγονότα ανωτέρας βίας, όπως απαγορευτικό απόπλου λόγω καιρού. Οι επιβάτες είναι υπεύθυνοι για τα ταξιδιωτικά τους έγγραφα, τις βίζες και τις υγειονομικές απαιτήσεις της χώρας προορισμού.

## 9. Παράπονα

Για οποιοδήποτε παράπονο επικοινωνήστε μαζί μας γραπτώς, αναφέροντας τον κωδικό κράτησης. Θα απαντήσουμε το συντομότερο και, όπου αφορά τη μεταφορά, θα διαβιβάσουμε το αίτημά σας στην εταιρεία. Ως καταναλωτής μπορείτε επίσης να απευθυνθείτε στον Συνήγορο του Καταναλωτή.

## 10. Εφαρμοστέο δίκαιο

Οι παρόντες όροι διέπονται από το ελληνικό δίκαιο. Αρμόδια είναι τα δικαστήρια του Πειραιά, με την επιφύλαξη των υποχρεωτικών διατάξεων για την προστασία των καταναλωτών. Μπορούμε να τροποποιούμε τους όρους· για κάθε κράτηση ισχύουν οι όροι που ίσχυαν τη στιγμή της.`,
    },
    en: {
      slug: 'terms-and-conditions',
      title: 'Terms and conditions',
      metaDescription:
        'Kyma’s terms for booking ferry tickets: bookings, payment, ticket delivery, changes, cancellations, refunds, liability and complaints.',
      body: `These terms apply to ferry ticket bookings made through the Kyma website. Please read them carefully before completing your booking.

## 1. Who we are

The website is operated by **Kyma Shipping & Travel**, a ships-broking and travel agency based in Piraeus (Akti Miaouli 85, 185 38 Piraeus, Greece). Our contact details, tax number and business registry number are shown on the contact page.

## 2. Our role

We act as an **agent of the ferry companies**. The contract of carriage is made directly between you and the ferry company operating the sailing, and is governed by **that company’s conditions of carriage** and the applicable law, including Regulation (EU) No 1177/2010 on the rights of passengers travelling by sea. Each company’s conditions are shown or made available before payment.

## 3. Booking

- Enter passenger details exactly as they appear on the identity card or passport, together with vehicle details (type, length, registration) and details of any pets.
- Reductions (children, students, large families, passengers with disabilities and so on) apply only if the required documents are shown at the ticket check.
- A booking is complete when payment is authorised and the company issues the ticket. You will receive a confirmation with your booking reference by e-mail.

## 4. Prices and payment

Prices are in euros and include the taxes and charges shown. Any Kyma service fee is shown separately before payment; there are no hidden fees. Payment is made by credit or debit card through a certified payment provider. Partner travel agencies may book on a credit limit. Prices may change until payment is completed.

## 5. Tickets and delivery

Depending on the company and the route, your ticket is delivered:

- as an **e-ticket**, sent to you by e-mail;
- for **collection at the port**, from the office of the company or its authorised agent, with your booking reference and an identity document;
- by **courier**, to addresses in Greece only, for a delivery charge of **€3.00**. Courier delivery must be requested in good time so that the tickets arrive before you travel.

Carry your ticket and a valid identity card or passport, and arrive at the port in good time as instructed by the company.

## 6. Changes and cancellations

Changes and cancellations follow **each company’s policy** and the fare type; some fares cannot be changed or refunded. Requests are made through us and may incur company charges. If the company cancels or significantly delays a sailing, you have the rights set out in its conditions and in Regulation (EU) 1177/2010, such as the choice between re-routing and a refund of the fare.

## 7. Refunds

Refunds are made to the payment method you used, once approved by the ferry company. The time it takes to reach your account depends on the company and your bank.

## 8. Liability

We are responsible for handling your booking correctly. The ferry company is responsible for performing the carriage, for delays, schedule changes and luggage, under its conditions and the law. We are not liable for events of force majeure, such as sailing bans due to weather. Passengers are responsible for their travel documents, visas and the health requirements of the destination country.

## 9. Complaints

For any complaint, contact us in writing and quote your booking reference. We will reply as soon as possible and, where the complaint concerns the carriage, forward it to the company. As a consumer you may also contact the Greek Consumer Ombudsman.

## 10. Governing law

These terms are governed by Greek law. The courts of Piraeus have jurisdiction, without prejudice to mandatory consumer protection rules. We may amend these terms; each booking is governed by the terms in force when it was made.`,
    },
    de: {
      slug: 'terms-and-conditions',
      title: 'Geschäftsbedingungen',
      metaDescription:
        'Die Bedingungen von Kyma für Fährbuchungen: Buchung, Zahlung, Ticketzustellung, Umbuchung, Stornierung, Erstattung, Haftung und Beschwerden.',
      body: `Diese Bedingungen gelten für Buchungen von Fährtickets über die Website von Kyma. Bitte lesen Sie sie sorgfältig, bevor Sie Ihre Buchung abschließen.

## 1. Wer wir sind

Die Website wird betrieben von **Kyma Shipping & Travel**, einer Schiffsmakler- und Reiseagentur mit Sitz in Piräus (Akti Miaouli 85, 185 38 Piräus, Griechenland). Kontaktdaten, Steuernummer und Handelsregisternummer finden Sie auf der Kontaktseite.

## 2. Unsere Rolle

Wir handeln als **Vermittler der Reedereien**. Der Beförderungsvertrag kommt direkt zwischen Ihnen und der Reederei zustande, die die Fahrt durchführt, und unterliegt **deren Beförderungsbedingungen** sowie dem geltenden Recht, einschließlich der Verordnung (EU) Nr. 1177/2010 über die Fahrgastrechte im See- und Binnenschiffsverkehr. Die Bedingungen jeder Reederei werden vor der Zahlung angezeigt oder zugänglich gemacht.

## 3. Buchung

- Geben Sie die Daten der Reisenden genau wie im Personalausweis oder Reisepass an, ebenso die Fahrzeugdaten (Art, Länge, Kennzeichen) und Angaben zu Haustieren.
- Ermäßigungen (für Kinder, Studierende, kinderreiche Familien, Menschen mit Behinderung usw.) gelten nur gegen Vorlage der erforderlichen Nachweise bei der Ticketkontrolle.
- Die Buchung ist abgeschlossen, wenn die Zahlung autorisiert und das Ticket von der Reederei ausgestellt ist. Sie erhalten eine Bestätigung mit Buchungsnummer per E-Mail.

## 4. Preise und Zahlung

Die Preise verstehen sich in Euro einschließlich der ausgewiesenen Steuern und Gebühren. Eine etwaige Servicegebühr von Kyma wird vor der Zahlung gesondert angezeigt; es gibt keine versteckten Kosten. Bezahlt wird per Kredit- oder Debitkarte über einen zertifizierten Zahlungsdienstleister. Für Partner-Reisebüros kann ein Kreditlimit gelten. Bis zum Abschluss der Zahlung können sich Preise ändern.

## 5. Tickets und Zustellung

Je nach Reederei und Strecke erhalten Sie Ihr Ticket:

- als **E-Ticket** per E-Mail;
- zur **Abholung am Hafen** im Büro der Reederei oder ihres bevollmächtigten Agenten, gegen Buchungsnummer und Ausweis;
- per **Kurier**, nur an Adressen in Griechenland, gegen eine Versandgebühr von **3,00 €**. Der Versand ist rechtzeitig anzufordern, damit die Tickets vor der Reise eintreffen.

Führen Sie Ihr Ticket und einen gültigen Ausweis oder Reisepass mit und seien Sie rechtzeitig gemäß den Vorgaben der Reederei am Hafen.

## 6. Umbuchung und Stornierung

Umbuchungen und Stornierungen richten sich nach den **Bedingungen der jeweiligen Reederei** und dem Tarif; manche Tarife sind weder umbuch- noch erstattbar. Anfragen richten Sie an uns; es können Gebühren der Reederei anfallen. Sagt die Reederei eine Fahrt ab oder verspätet sie sich erheblich, haben Sie die Rechte aus ihren Bedingungen und der Verordnung (EU) 1177/2010, etwa die Wahl zwischen anderweitiger Beförderung und Erstattung des Fahrpreises.

## 7. Erstattungen

Erstattungen erfolgen auf das verwendete Zahlungsmittel, sobald die Reederei sie genehmigt hat. Wie lange die Gutschrift dauert, hängt von Reederei und Bank ab.

## 8. Haftung

Wir haften für die ordnungsgemäße Abwicklung Ihrer Buchung. Für die Durchführung der Beförderung, Verspätungen, Fahrplanänderungen und Gepäck haftet die Reederei nach ihren Bedingungen und dem Gesetz. Für höhere Gewalt, etwa wetterbedingte Auslaufverbote, haften wir nicht. Reisende sind selbst für Reisedokumente, Visa und die Gesundheitsvorschriften des Ziellandes verantwortlich.

## 9. Beschwerden

Wenden Sie sich mit Beschwerden schriftlich an uns und geben Sie Ihre Buchungsnummer an. Wir antworten so bald wie möglich und leiten Beschwerden, die die Beförderung betreffen, an die Reederei weiter. Als Verbraucher können Sie sich auch an den griechischen Verbraucherombudsmann wenden.

## 10. Anwendbares Recht

Es gilt griechisches Recht. Zuständig sind die Gerichte von Piräus, unbeschadet zwingender Verbraucherschutzvorschriften. Wir können diese Bedingungen ändern; für jede Buchung gelten die zum Buchungszeitpunkt gültigen Bedingungen.`,
    },
    es: {
      slug: 'terms-and-conditions',
      title: 'Términos y condiciones',
      metaDescription:
        'Condiciones de Kyma para reservar billetes de ferry: reserva, pago, entrega de billetes, cambios, cancelaciones, reembolsos y reclamaciones.',
      body: `Estos términos se aplican a las reservas de billetes de ferry realizadas a través del sitio web de Kyma. Léalos con atención antes de completar su reserva.

## 1. Quiénes somos

El sitio web lo gestiona **Kyma Shipping & Travel**, agencia de consignación marítima y de viajes con sede en El Pireo (Akti Miaouli 85, 185 38 El Pireo, Grecia). Nuestros datos de contacto, número fiscal y número de registro mercantil figuran en la página de contacto.

## 2. Nuestro papel

Actuamos como **agente de las navieras**. El contrato de transporte se celebra directamente entre usted y la naviera que opera la travesía, y se rige por **las condiciones de transporte de esa naviera** y la legislación aplicable, incluido el Reglamento (UE) n.º 1177/2010 sobre los derechos de los pasajeros que viajan por mar. Las condiciones de cada naviera se muestran o se ponen a su disposición antes del pago.

## 3. Reserva

- Introduzca los datos de los pasajeros tal como aparecen en el documento de identidad o el pasaporte, así como los datos del vehículo (tipo, longitud, matrícula) y de las mascotas.
- Los descuentos (niños, estudiantes, familias numerosas, personas con discapacidad, etc.) solo se aplican si se presentan los documentos exigidos en el control de billetes.
- La reserva se completa cuando se autoriza el pago y la naviera emite el billete. Recibirá por correo electrónico una confirmación con su código de reserva.

## 4. Precios y pago

Los precios se expresan en euros e incluyen los impuestos y tasas indicados. Cualquier cargo por servicio de Kyma se muestra por separado antes del pago; no hay gastos ocultos. El pago se realiza con tarjeta de crédito o débito a través de un proveedor de pagos certificado. Las agencias colaboradoras pueden reservar con línea de crédito. Los precios pueden variar hasta que se complete el pago.

## 5. Billetes y entrega

Según la naviera y la ruta, el billete se entrega:

- como **billete electrónico**, enviado por correo electrónico;
- para **recoger en el puerto**, en la oficina de la naviera o de su agente autorizado, con el código de reserva y un documento de identidad;
- por **mensajería**, solo a direcciones en Grecia, con un coste de envío de **3,00 €**. El envío debe solicitarse con antelación suficiente para que los billetes lleguen antes del viaje.

Lleve consigo el billete y un documento de identidad o pasaporte válido, y llegue al puerto con la antelación que indique la naviera.

## 6. Cambios y cancelaciones

Los cambios y cancelaciones se rigen por **la política de cada naviera** y el tipo de tarifa; algunas tarifas no admiten cambios ni reembolso. Las solicitudes se tramitan a través de nosotros y pueden conllevar gastos de la naviera. Si la naviera cancela o retrasa considerablemente una salida, usted tiene los derechos que prevén sus condiciones y el Reglamento (UE) 1177/2010, como elegir entre un transporte alternativo y el reembolso del billete.

## 7. Reembolsos

Los reembolsos se realizan al medio de pago utilizado, una vez aprobados por la naviera. El plazo de abono depende de la naviera y de su banco.

## 8. Responsabilidad

Somos responsables de la correcta tramitación de su reserva. De la ejecución del transporte, los retrasos, los cambios de horario y el equipaje responde la naviera, conforme a sus condiciones y a la ley. No respondemos de casos de fuerza mayor, como la prohibición de zarpar por mal tiempo. Los pasajeros son responsables de sus documentos de viaje, visados y de los requisitos sanitarios del país de destino.

## 9. Reclamaciones

Para cualquier reclamación, escríbanos indicando su código de reserva. Le responderemos lo antes posible y, si afecta al transporte, la remitiremos a la naviera. Como consumidor, también puede dirigirse al Defensor del Consumidor de Grecia.

## 10. Ley aplicable

Estos términos se rigen por la ley griega. Son competentes los tribunales de El Pireo, sin perjuicio de las normas imperativas de protección de los consumidores. Podemos modificar estos términos; cada reserva se rige por los vigentes en el momento en que se realizó.`,
    },
    fr: {
      slug: 'terms-and-conditions',
      title: 'Conditions générales',
      metaDescription:
        'Les conditions de Kyma pour réserver des billets de ferry : réservation, paiement, remise des billets, modifications, annulations et réclamations.',
      body: `Les présentes conditions s’appliquent aux réservations de billets de ferry effectuées sur le site de Kyma. Merci de les lire attentivement avant de finaliser votre réservation.

## 1. Qui sommes-nous

Le site est exploité par **Kyma Shipping & Travel**, agence maritime et de voyages établie au Pirée (Akti Miaouli 85, 185 38 Le Pirée, Grèce). Nos coordonnées, notre numéro fiscal et notre numéro d’immatriculation figurent sur la page contact.

## 2. Notre rôle

Nous agissons en qualité d’**agent des compagnies maritimes**. Le contrat de transport est conclu directement entre vous et la compagnie qui assure la traversée ; il est régi par **les conditions de transport de cette compagnie** et par la loi applicable, notamment le règlement (UE) n° 1177/2010 concernant les droits des passagers voyageant par mer. Les conditions de chaque compagnie sont affichées ou mises à disposition avant le paiement.

## 3. Réservation

- Saisissez les données des passagers exactement comme sur la carte d’identité ou le passeport, ainsi que les données du véhicule (type, longueur, immatriculation) et des animaux.
- Les réductions (enfants, étudiants, familles nombreuses, personnes handicapées, etc.) ne s’appliquent que sur présentation des justificatifs requis lors du contrôle des billets.
- La réservation est définitive lorsque le paiement est autorisé et que la compagnie émet le billet. Vous recevez par e-mail une confirmation avec votre numéro de réservation.

## 4. Prix et paiement

Les prix sont indiqués en euros, taxes et frais affichés compris. D’éventuels frais de service de Kyma sont indiqués séparément avant le paiement ; il n’y a aucuns frais cachés. Le paiement s’effectue par carte de crédit ou de débit via un prestataire de paiement certifié. Les agences partenaires peuvent réserver sur une ligne de crédit. Les prix peuvent évoluer jusqu’à la finalisation du paiement.

## 5. Billets et remise

Selon la compagnie et la ligne, votre billet vous est remis :

- sous forme de **billet électronique**, envoyé par e-mail ;
- à **retirer au port**, au bureau de la compagnie ou de son agent agréé, sur présentation du numéro de réservation et d’une pièce d’identité ;
- par **coursier**, uniquement à une adresse en Grèce, moyennant **3,00 €** de frais d’envoi. L’envoi doit être demandé suffisamment tôt pour que les billets arrivent avant le voyage.

Munissez-vous de votre billet et d’une pièce d’identité ou d’un passeport valide, et présentez-vous au port à l’heure indiquée par la compagnie.

## 6. Modifications et annulations

Les modifications et annulations relèvent de **la politique de chaque compagnie** et du type de tarif ; certains tarifs ne sont ni modifiables ni remboursables. Les demandes passent par nous et peuvent entraîner des frais de la compagnie. Si la compagnie annule ou retarde fortement une traversée, vous bénéficiez des droits prévus par ses conditions et par le règlement (UE) 1177/2010, comme le choix entre un réacheminement et le remboursement du billet.

## 7. Remboursements

Les remboursements sont effectués sur le moyen de paiement utilisé, après accord de la compagnie. Le délai de crédit dépend de la compagnie et de votre banque.

## 8. Responsabilité

Nous sommes responsables du bon traitement de votre réservation. L’exécution du transport, les retards, les changements d’horaires et les bagages relèvent de la compagnie, selon ses conditions et la loi. Nous ne sommes pas responsables des cas de force majeure, comme l’interdiction d’appareiller pour cause de météo. Les passagers sont responsables de leurs documents de voyage, visas et des exigences sanitaires du pays de destination.

## 9. Réclamations

Pour toute réclamation, écrivez-nous en indiquant votre numéro de réservation. Nous vous répondrons dans les meilleurs délais et, si elle concerne le transport, la transmettrons à la compagnie. En tant que consommateur, vous pouvez aussi saisir le Médiateur grec des consommateurs.

## 10. Droit applicable

Les présentes conditions sont régies par le droit grec. Les tribunaux du Pirée sont compétents, sous réserve des règles impératives de protection des consommateurs. Nous pouvons modifier ces conditions ; chaque réservation est régie par celles en vigueur au moment où elle a été effectuée.`,
    },
    it: {
      slug: 'terms-and-conditions',
      title: 'Termini e condizioni',
      metaDescription:
        'Le condizioni di Kyma per prenotare biglietti dei traghetti: prenotazione, pagamento, consegna, modifiche, cancellazioni, rimborsi e reclami.',
      body: `I presenti termini si applicano alle prenotazioni di biglietti dei traghetti effettuate tramite il sito di Kyma. Ti chiediamo di leggerli con attenzione prima di completare la prenotazione.

## 1. Chi siamo

Il sito è gestito da **Kyma Shipping & Travel**, agenzia marittima e di viaggi con sede al Pireo (Akti Miaouli 85, 185 38 Pireo, Grecia). I nostri recapiti, il codice fiscale e il numero di iscrizione al registro delle imprese sono indicati nella pagina dei contatti.

## 2. Il nostro ruolo

Agiamo come **agente delle compagnie di navigazione**. Il contratto di trasporto è concluso direttamente tra te e la compagnia che effettua la corsa ed è regolato dalle **condizioni di trasporto di quella compagnia** e dalla legge applicabile, compreso il Regolamento (UE) n. 1177/2010 relativo ai diritti dei passeggeri che viaggiano via mare. Le condizioni di ogni compagnia sono mostrate o rese disponibili prima del pagamento.

## 3. Prenotazione

- Inserisci i dati dei passeggeri esattamente come compaiono sulla carta d’identità o sul passaporto, insieme ai dati del veicolo (tipo, lunghezza, targa) e degli eventuali animali.
- Le riduzioni (bambini, studenti, famiglie numerose, persone con disabilità ecc.) valgono solo esibendo i documenti richiesti al controllo dei biglietti.
- La prenotazione è completa quando il pagamento è autorizzato e la compagnia emette il biglietto. Riceverai via e-mail una conferma con il codice di prenotazione.

## 4. Prezzi e pagamento

I prezzi sono in euro e comprendono le tasse e i diritti indicati. L’eventuale commissione di servizio di Kyma è indicata separatamente prima del pagamento; non ci sono costi nascosti. Il pagamento avviene con carta di credito o di debito tramite un fornitore di servizi di pagamento certificato. Le agenzie partner possono prenotare con fido. I prezzi possono variare fino al completamento del pagamento.

## 5. Biglietti e consegna

A seconda della compagnia e della linea, il biglietto ti viene consegnato:

- come **biglietto elettronico**, inviato via e-mail;
- con **ritiro al porto**, presso l’ufficio della compagnia o del suo agente autorizzato, con il codice di prenotazione e un documento d’identità;
- tramite **corriere**, solo per indirizzi in Grecia, con un costo di spedizione di **3,00 €**. La spedizione va richiesta per tempo, così che i biglietti arrivino prima del viaggio.

Porta con te il biglietto e un documento d’identità o passaporto valido e arriva al porto in tempo, secondo le indicazioni della compagnia.

## 6. Modifiche e cancellazioni

Modifiche e cancellazioni seguono la **politica di ciascuna compagnia** e il tipo di tariffa; alcune tariffe non sono modificabili né rimborsabili. Le richieste si presentano tramite noi e possono comportare penali della compagnia. Se la compagnia cancella o ritarda in modo rilevante una corsa, hai i diritti previsti dalle sue condizioni e dal Regolamento (UE) 1177/2010, come la scelta tra trasporto alternativo e rimborso del biglietto.

## 7. Rimborsi

I rimborsi sono effettuati sullo stesso mezzo di pagamento utilizzato, dopo l’approvazione della compagnia. I tempi di accredito dipendono dalla compagnia e dalla tua banca.

## 8. Responsabilità

Siamo responsabili della corretta gestione della prenotazione. Dell’esecuzione del trasporto, dei ritardi, delle variazioni d’orario e dei bagagli risponde la compagnia, secondo le sue condizioni e la legge. Non rispondiamo dei casi di forza maggiore, come il divieto di partenza per maltempo. I passeggeri sono responsabili dei propri documenti di viaggio, dei visti e dei requisiti sanitari del paese di destinazione.

## 9. Reclami

Per qualsiasi reclamo scrivici indicando il codice di prenotazione. Ti risponderemo il prima possibile e, se riguarda il trasporto, lo inoltreremo alla compagnia. Come consumatore puoi anche rivolgerti al Difensore civico greco dei consumatori.

## 10. Legge applicabile

I presenti termini sono regolati dalla legge greca. È competente il foro del Pireo, fatte salve le norme inderogabili a tutela dei consumatori. Possiamo modificare questi termini; a ogni prenotazione si applicano quelli in vigore al momento in cui è stata effettuata.`,
    },
    sq: {
      slug: 'terms-and-conditions',
      title: 'Termat dhe kushtet',
      metaDescription:
        'Kushtet e Kyma për rezervimin e biletave të trageteve: rezervimi, pagesa, dorëzimi i biletave, ndryshimet, anulimet, rimbursimet dhe ankesat.',
      body: `Këto kushte zbatohen për rezervimet e biletave të trageteve që bëni nëpërmjet faqes së Kyma. Ju lutemi t’i lexoni me kujdes para se të përfundoni rezervimin.

## 1. Kush jemi

Faqja administrohet nga **Kyma Shipping & Travel**, agjenci detare dhe udhëtimesh me seli në Pire (Akti Miaouli 85, 185 38 Pire, Greqi). Të dhënat e kontaktit, numri tatimor dhe numri i regjistrit tregtar gjenden në faqen e kontaktit.

## 2. Roli ynë

Veprojmë si **agjent i kompanive detare**. Kontrata e transportit lidhet drejtpërdrejt mes jush dhe kompanisë që kryen udhëtimin, dhe rregullohet nga **kushtet e transportit të asaj kompanie** dhe nga ligji në fuqi, përfshirë Rregulloren (BE) nr. 1177/2010 për të drejtat e pasagjerëve që udhëtojnë me det. Kushtet e secilës kompani shfaqen ose vihen në dispozicion para pagesës.

## 3. Rezervimi

- Shkruani të dhënat e pasagjerëve saktësisht si në kartën e identitetit ose pasaportë, si dhe të dhënat e automjetit (lloji, gjatësia, targa) dhe të kafshëve shtëpiake.
- Uljet (për fëmijë, studentë, familje të mëdha, persona me aftësi të kufizuara etj.) vlejnë vetëm me paraqitjen e dokumenteve të kërkuara gjatë kontrollit të biletave.
- Rezervimi përfundon kur pagesa autorizohet dhe kompania lëshon biletën. Do të merrni me e-mail një konfirmim me kodin e rezervimit.

## 4. Çmimet dhe pagesa

Çmimet janë në euro dhe përfshijnë taksat dhe tarifat e treguara. Çdo tarifë shërbimi e Kyma shfaqet veçmas para pagesës; nuk ka tarifa të fshehura. Pagesa bëhet me kartë krediti ose debiti nëpërmjet një ofruesi të certifikuar pagesash. Agjencitë partnere mund të rezervojnë me limit krediti. Çmimet mund të ndryshojnë deri në përfundimin e pagesës.

## 5. Biletat dhe dorëzimi

Sipas kompanisë dhe linjës, bileta dorëzohet:

- si **biletë elektronike**, e dërguar me e-mail;
- për **tërheqje në port**, në zyrën e kompanisë ose të agjentit të autorizuar, me kodin e rezervimit dhe një dokument identiteti;
- me **korrier**, vetëm për adresa në Greqi, me kosto dërgese **3,00 €**. Dërgesa duhet kërkuar në kohë, që biletat të mbërrijnë para udhëtimit.

Mbani me vete biletën dhe një kartë identiteti ose pasaportë të vlefshme, dhe mbërrini në port në kohë, sipas udhëzimeve të kompanisë.

## 6. Ndryshimet dhe anulimet

Ndryshimet dhe anulimet bëhen sipas **politikës së secilës kompani** dhe llojit të tarifës; disa tarifa nuk lejojnë ndryshime ose rimbursim. Kërkesat paraqiten nëpërmjet nesh dhe mund të kenë tarifa të kompanisë. Nëse kompania anulon ose vonon ndjeshëm një udhëtim, keni të drejtat që parashikojnë kushtet e saj dhe Rregullorja (BE) 1177/2010, si zgjedhja mes transportit alternativ dhe rimbursimit të biletës.

## 7. Rimbursimet

Rimbursimet bëhen në mjetin e pagesës që keni përdorur, pasi t’i miratojë kompania detare. Koha e kreditimit varet nga kompania dhe banka juaj.

## 8. Përgjegjësia

Jemi përgjegjës për trajtimin e saktë të rezervimit tuaj. Për kryerjen e transportit, vonesat, ndryshimet e orareve dhe bagazhet përgjigjet kompania detare, sipas kushteve të saj dhe ligjit. Nuk mbajmë përgjegjësi për raste force madhore, si ndalimi i lundrimit për shkak të motit. Pasagjerët janë përgjegjës për dokumentet e udhëtimit, vizat dhe kërkesat shëndetësore të vendit të destinacionit.

## 9. Ankesat

Për çdo ankesë na shkruani duke treguar kodin e rezervimit. Do t’ju përgjigjemi sa më shpejt dhe, kur ankesa lidhet me transportin, do t’ia përcjellim kompanisë. Si konsumator mund t’i drejtoheni edhe Avokatit grek të Konsumatorit.

## 10. Ligji i zbatueshëm

Këto kushte rregullohen nga ligji grek. Kompetente janë gjykatat e Pireut, pa cenuar rregullat e detyrueshme për mbrojtjen e konsumatorit. Mund t’i ndryshojmë këto kushte; për çdo rezervim zbatohen kushtet në fuqi në momentin kur është bërë.`,
    },
  },
};
