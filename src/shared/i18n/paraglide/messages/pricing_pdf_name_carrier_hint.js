/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pdf_Name_Carrier_HintInputs */

const en_pricing_pdf_name_carrier_hint = /** @type {(inputs: Pricing_Pdf_Name_Carrier_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its name and service under the customer’s.`)
};

const es_pricing_pdf_name_carrier_hint = /** @type {(inputs: Pricing_Pdf_Name_Carrier_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su nombre y servicio bajo los del cliente.`)
};

const en_xa2_pricing_pdf_name_carrier_hint = /** @type {(inputs: Pricing_Pdf_Name_Carrier_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ñáɱé áñð šéŕṽíçé úñðéŕ ţĥé çúšţóɱéŕ’š. ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Its name and service under the customer’s." |
*
* @param {Pricing_Pdf_Name_Carrier_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_name_carrier_hint = /** @type {((inputs?: Pricing_Pdf_Name_Carrier_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_Name_Carrier_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_pdf_name_carrier_hint(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pdf_name_carrier_hint(inputs)
	return en_pricing_pdf_name_carrier_hint(inputs)
});