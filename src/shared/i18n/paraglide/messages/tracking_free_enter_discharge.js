/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Enter_DischargeInputs */

const en_tracking_free_enter_discharge = /** @type {(inputs: Tracking_Free_Enter_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the discharge`)
};

const es_tracking_free_enter_discharge = /** @type {(inputs: Tracking_Free_Enter_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introducir la descarga`)
};

const en_xa2_tracking_free_enter_discharge = /** @type {(inputs: Tracking_Free_Enter_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ðíšçĥáŕĝé ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Enter the discharge" |
*
* @param {Tracking_Free_Enter_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_enter_discharge = /** @type {((inputs?: Tracking_Free_Enter_DischargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Enter_DischargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_enter_discharge(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_enter_discharge(inputs)
	return en_tracking_free_enter_discharge(inputs)
});