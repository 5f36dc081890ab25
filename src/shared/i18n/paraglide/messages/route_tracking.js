/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_TrackingInputs */

const en_route_tracking = /** @type {(inputs: Route_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking`)
};

const es_route_tracking = /** @type {(inputs: Route_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguimiento`)
};

const en_xa2_route_tracking = /** @type {(inputs: Route_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Tracking" |
*
* @param {Route_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking = /** @type {((inputs?: Route_TrackingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_TrackingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_tracking(inputs)
	if (locale === "en-XA") return en_xa2_route_tracking(inputs)
	return en_route_tracking(inputs)
});