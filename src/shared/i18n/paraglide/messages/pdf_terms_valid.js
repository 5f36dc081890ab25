/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown>, date: NonNullable<unknown> }} Pdf_Terms_ValidInputs */

const en_pdf_terms_valid = /** @type {(inputs: Pdf_Terms_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices as quoted by ${i?.carrier}, valid until ${i?.date}; subject to space and equipment at booking.`)
};

const es_pdf_terms_valid = /** @type {(inputs: Pdf_Terms_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios según la cotización de ${i?.carrier}, válidos hasta el ${i?.date}; sujetos a disponibilidad de espacio y equipo al reservar.`)
};

const en_xa2_pdf_terms_valid = /** @type {(inputs: Pdf_Terms_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þŕíçéš áš ǫúóţéð ƀý ${i?.carrier}, ṽáļíð úñţíļ ${i?.date}; šúƀĵéçţ ţó šþáçé áñð éǫúíþɱéñţ áţ ƀóóķíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}, valid until {date}; subject to space and equipment at booking." |
*
* @param {Pdf_Terms_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms_valid = /** @type {((inputs: Pdf_Terms_ValidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Terms_ValidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_terms_valid(inputs)
	if (locale === "en-XA") return en_xa2_pdf_terms_valid(inputs)
	return en_pdf_terms_valid(inputs)
});