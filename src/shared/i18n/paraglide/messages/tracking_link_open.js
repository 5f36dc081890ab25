/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Link_OpenInputs */

const en_tracking_link_open = /** @type {(inputs: Tracking_Link_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the carrier's tracking page`)
};

const es_tracking_link_open = /** @type {(inputs: Tracking_Link_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir la página de seguimiento del transportista`)
};

const en_xa2_tracking_link_open = /** @type {(inputs: Tracking_Link_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ ţĥé çáŕŕíéŕ'š ţŕáçķíñĝ þáĝé ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Open the carrier's tracking page" |
*
* @param {Tracking_Link_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_link_open = /** @type {((inputs?: Tracking_Link_OpenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Link_OpenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_link_open(inputs)
	if (locale === "en-XA") return en_xa2_tracking_link_open(inputs)
	return en_tracking_link_open(inputs)
});