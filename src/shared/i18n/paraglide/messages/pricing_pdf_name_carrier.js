/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pdf_Name_CarrierInputs */

const en_pricing_pdf_name_carrier = /** @type {(inputs: Pricing_Pdf_Name_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name the carrier`)
};

const es_pricing_pdf_name_carrier = /** @type {(inputs: Pricing_Pdf_Name_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombrar al transportista`)
};

const en_xa2_pricing_pdf_name_carrier = /** @type {(inputs: Pricing_Pdf_Name_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ţĥé çáŕŕíéŕ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Name the carrier" |
*
* @param {Pricing_Pdf_Name_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_name_carrier = /** @type {((inputs?: Pricing_Pdf_Name_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_Name_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_pdf_name_carrier(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pdf_name_carrier(inputs)
	return en_pricing_pdf_name_carrier(inputs)
});