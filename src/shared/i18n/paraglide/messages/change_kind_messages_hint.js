/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Change_Kind_Messages_HintInputs */

const en_change_kind_messages_hint = /** @type {(inputs: Change_Kind_Messages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New messages found when a shipment’s messages are fetched in the background (not while you read them).`)
};

const es_change_kind_messages_hint = /** @type {(inputs: Change_Kind_Messages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes nuevos encontrados al descargar en segundo plano los mensajes de un envío (no mientras los lee).`)
};

const en_xa2_change_kind_messages_hint = /** @type {(inputs: Change_Kind_Messages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ɱéššáĝéš ƒóúñð ŵĥéñ á šĥíþɱéñţ’š ɱéššáĝéš áŕé ƒéţçĥéð íñ ţĥé ƀáçķĝŕóúñð (ñóţ ŵĥíļé ýóú ŕéáð ţĥéɱ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "New messages found when a shipment’s messages are fetched in the background (not while you read them)." |
*
* @param {Change_Kind_Messages_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_messages_hint = /** @type {((inputs?: Change_Kind_Messages_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Messages_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_kind_messages_hint(inputs)
	if (locale === "en-XA") return en_xa2_change_kind_messages_hint(inputs)
	return en_change_kind_messages_hint(inputs)
});