/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Air_FreightInputs */

const en_pdf_air_freight = /** @type {(inputs: Pdf_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air freight`)
};

const es_pdf_air_freight = /** @type {(inputs: Pdf_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flete aéreo`)
};

const en_xa2_pdf_air_freight = /** @type {(inputs: Pdf_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕ ƒŕéíĝĥţ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Air freight" |
*
* @param {Pdf_Air_FreightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_air_freight = /** @type {((inputs?: Pdf_Air_FreightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Air_FreightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_air_freight(inputs)
	if (locale === "en-XA") return en_xa2_pdf_air_freight(inputs)
	return en_pdf_air_freight(inputs)
});