// Adverts that state a property's facts through another agency, kept apart by the matcher
// (docs/decisions.md#same-facts-kept-apart): the property page's section and the card's note.
export const sameFacts = {
  title: "Probablement el mateix habitatge",
  lead: "Aquests anuncis donen el mateix preu, superfície, habitacions i parròquia per mitjà d'una altra agència, però Llar els manté separats perquè cap foto ni cap text no confirma que siguin el mateix habitatge.",
  on: "A {sources}",
  card: "{count, plural, one {+# anunci igual d'una altra agència} other {+# anuncis iguals d'altres agències}}",
};
