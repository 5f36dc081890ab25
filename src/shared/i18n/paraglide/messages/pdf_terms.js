/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown> }} Pdf_TermsInputs */

const en_pdf_terms = /** @type {(inputs: Pdf_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices as quoted by ${i?.carrier}; subject to space and equipment at booking.`)
};

const es_pdf_terms = /** @type {(inputs: Pdf_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios según la cotización de ${i?.carrier}; sujetos a disponibilidad de espacio y equipo al reservar.`)
};

const en_xa2_pdf_terms = /** @type {(inputs: Pdf_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þŕíçéš áš ǫúóţéð ƀý ${i?.carrier}; šúƀĵéçţ ţó šþáçé áñð éǫúíþɱéñţ áţ ƀóóķíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}; subject to space and equipment at booking." |
*
* @param {Pdf_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms = /** @type {((inputs: Pdf_TermsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_TermsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_terms(inputs)
	if (locale === "en-XA") return en_xa2_pdf_terms(inputs)
	return en_pdf_terms(inputs)
});