/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Fact_ChargeInputs */

const en_tracking_free_fact_charge = /** @type {(inputs: Tracking_Free_Fact_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

const es_tracking_free_fact_charge = /** @type {(inputs: Tracking_Free_Fact_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

const en_xa2_tracking_free_fact_charge = /** @type {(inputs: Tracking_Free_Fact_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝé ·~]`)
};

/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Tracking_Free_Fact_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_charge = /** @type {((inputs?: Tracking_Free_Fact_ChargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Fact_ChargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_fact_charge(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_fact_charge(inputs)
	return en_tracking_free_fact_charge(inputs)
});