/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Link_UnsafeInputs */

const en_tracking_link_unsafe = /** @type {(inputs: Tracking_Link_UnsafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service gave a tracking address that is not a web link; Freight Desk does not open it:`)
};

const es_tracking_link_unsafe = /** @type {(inputs: Tracking_Link_UnsafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio dio una dirección de seguimiento que no es un enlace web; Freight Desk no la abre:`)
};

const en_xa2_tracking_link_unsafe = /** @type {(inputs: Tracking_Link_UnsafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ĝáṽé á ţŕáçķíñĝ áððŕéšš ţĥáţ íš ñóţ á ŵéƀ ļíñķ; Ƒŕéíĝĥţ Ðéšķ ðóéš ñóţ óþéñ íţ: ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The service gave a tracking address that is not a web link; Freight Desk does not open it:" |
*
* @param {Tracking_Link_UnsafeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_link_unsafe = /** @type {((inputs?: Tracking_Link_UnsafeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Link_UnsafeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_link_unsafe(inputs)
	if (locale === "en-XA") return en_xa2_tracking_link_unsafe(inputs)
	return en_tracking_link_unsafe(inputs)
});