/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Link_FailedInputs */

const en_tracking_link_failed = /** @type {(inputs: Tracking_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not open the tracking page`)
};

const es_tracking_link_failed = /** @type {(inputs: Tracking_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir la página de seguimiento`)
};

const en_xa2_tracking_link_failed = /** @type {(inputs: Tracking_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ óþéñ ţĥé ţŕáçķíñĝ þáĝé ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not open the tracking page" |
*
* @param {Tracking_Link_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_link_failed = /** @type {((inputs?: Tracking_Link_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Link_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_link_failed(inputs)
	if (locale === "en-XA") return en_xa2_tracking_link_failed(inputs)
	return en_tracking_link_failed(inputs)
});