/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Route_TitleInputs */

const en_tracking_route_title = /** @type {(inputs: Tracking_Route_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

const es_tracking_route_title = /** @type {(inputs: Tracking_Route_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta`)
};

const en_xa2_tracking_route_title = /** @type {(inputs: Tracking_Route_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóúţé ·]`)
};

/**
* | output |
* | --- |
* | "Route" |
*
* @param {Tracking_Route_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_route_title = /** @type {((inputs?: Tracking_Route_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Route_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_route_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_route_title(inputs)
	return en_tracking_route_title(inputs)
});