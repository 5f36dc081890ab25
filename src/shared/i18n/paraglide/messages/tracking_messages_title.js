/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Messages_TitleInputs */

const en_tracking_messages_title = /** @type {(inputs: Tracking_Messages_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking messages`)
};

const es_tracking_messages_title = /** @type {(inputs: Tracking_Messages_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes de seguimiento`)
};

const en_xa2_tracking_messages_title = /** @type {(inputs: Tracking_Messages_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ ɱéššáĝéš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Tracking messages" |
*
* @param {Tracking_Messages_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_title = /** @type {((inputs?: Tracking_Messages_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Messages_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_messages_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_messages_title(inputs)
	return en_tracking_messages_title(inputs)
});