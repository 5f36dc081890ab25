/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_Port_DischargeInputs */

const en_rating_end_port_discharge = /** @type {(inputs: Rating_End_Port_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Port of discharge`)
};

const es_rating_end_port_discharge = /** @type {(inputs: Rating_End_Port_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puerto de descarga`)
};

const en_xa2_rating_end_port_discharge = /** @type {(inputs: Rating_End_Port_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóŕţ óƒ ðíšçĥáŕĝé ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Port of discharge" |
*
* @param {Rating_End_Port_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port_discharge = /** @type {((inputs?: Rating_End_Port_DischargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Port_DischargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_port_discharge(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_port_discharge(inputs)
	return en_rating_end_port_discharge(inputs)
});