/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_CarrierInputs */

const en_pdf_carrier = /** @type {(inputs: Pdf_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

const es_pdf_carrier = /** @type {(inputs: Pdf_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista`)
};

const en_xa2_pdf_carrier = /** @type {(inputs: Pdf_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ·~]`)
};

/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Pdf_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_carrier = /** @type {((inputs?: Pdf_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_carrier(inputs)
	if (locale === "en-XA") return en_xa2_pdf_carrier(inputs)
	return en_pdf_carrier(inputs)
});