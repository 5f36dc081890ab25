/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Messages_None_YetInputs */

const en_tracking_messages_none_yet = /** @type {(inputs: Tracking_Messages_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tracking messages yet`)
};

const es_tracking_messages_none_yet = /** @type {(inputs: Tracking_Messages_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay mensajes de seguimiento`)
};

const en_xa2_tracking_messages_none_yet = /** @type {(inputs: Tracking_Messages_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ţŕáçķíñĝ ɱéššáĝéš ýéţ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No tracking messages yet" |
*
* @param {Tracking_Messages_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_none_yet = /** @type {((inputs?: Tracking_Messages_None_YetInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Messages_None_YetInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_messages_none_yet(inputs)
	if (locale === "en-XA") return en_xa2_tracking_messages_none_yet(inputs)
	return en_tracking_messages_none_yet(inputs)
});