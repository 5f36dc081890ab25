/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Switch_OffInputs */

const en_tracking_switch_off = /** @type {(inputs: Tracking_Switch_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

const es_tracking_switch_off = /** @type {(inputs: Tracking_Switch_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivado`)
};

const en_xa2_tracking_switch_off = /** @type {(inputs: Tracking_Switch_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óƒƒ ·]`)
};

/**
* | output |
* | --- |
* | "Off" |
*
* @param {Tracking_Switch_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_off = /** @type {((inputs?: Tracking_Switch_OffInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_OffInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_off(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_off(inputs)
	return en_tracking_switch_off(inputs)
});