/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Switch_SwitchingInputs */

const en_tracking_switch_switching = /** @type {(inputs: Tracking_Switch_SwitchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switching…`)
};

const es_tracking_switch_switching = /** @type {(inputs: Tracking_Switch_SwitchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiando…`)
};

const en_xa2_tracking_switch_switching = /** @type {(inputs: Tracking_Switch_SwitchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥíñĝ… ·~ ]`)
};

/**
* | output |
* | --- |
* | "Switching…" |
*
* @param {Tracking_Switch_SwitchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_switching = /** @type {((inputs?: Tracking_Switch_SwitchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_SwitchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_switching(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_switching(inputs)
	return en_tracking_switch_switching(inputs)
});