/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Standard_TermsInputs */

const en_pdf_standard_terms = /** @type {(inputs: Pdf_Standard_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject to space and equipment at booking. Duties and taxes not listed are not included.`)
};

const es_pdf_standard_terms = /** @type {(inputs: Pdf_Standard_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sujeto a disponibilidad de espacio y equipo en el momento de la reserva. No incluye los aranceles ni los impuestos no indicados.`)
};

const en_xa2_pdf_standard_terms = /** @type {(inputs: Pdf_Standard_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀĵéçţ ţó šþáçé áñð éǫúíþɱéñţ áţ ƀóóķíñĝ. Ðúţíéš áñð ţáẋéš ñóţ ļíšţéð áŕé ñóţ íñçļúðéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Subject to space and equipment at booking. Duties and taxes not listed are not included." |
*
* @param {Pdf_Standard_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_standard_terms = /** @type {((inputs?: Pdf_Standard_TermsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Standard_TermsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_standard_terms(inputs)
	if (locale === "en-XA") return en_xa2_pdf_standard_terms(inputs)
	return en_pdf_standard_terms(inputs)
});