/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Messages_LoadingInputs */

const en_tracking_messages_loading = /** @type {(inputs: Tracking_Messages_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the tracking messages…`)
};

const es_tracking_messages_loading = /** @type {(inputs: Tracking_Messages_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los mensajes de seguimiento…`)
};

const en_xa2_tracking_messages_loading = /** @type {(inputs: Tracking_Messages_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé ţŕáçķíñĝ ɱéššáĝéš… ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Loading the tracking messages…" |
*
* @param {Tracking_Messages_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_loading = /** @type {((inputs?: Tracking_Messages_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Messages_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_messages_loading(inputs)
	if (locale === "en-XA") return en_xa2_tracking_messages_loading(inputs)
	return en_tracking_messages_loading(inputs)
});