/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Change_Kind_Unlisted_HintInputs */

const en_change_kind_unlisted_hint = /** @type {(inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service stopped listing a shipment; the desk keeps it.`)
};

const es_change_kind_unlisted_hint = /** @type {(inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio dejó de listar un envío; el escritorio lo conserva.`)
};

const en_xa2_change_kind_unlisted_hint = /** @type {(inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé šţóþþéð ļíšţíñĝ á šĥíþɱéñţ; ţĥé ðéšķ ķééþš íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The service stopped listing a shipment; the desk keeps it." |
*
* @param {Change_Kind_Unlisted_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted_hint = /** @type {((inputs?: Change_Kind_Unlisted_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Unlisted_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_kind_unlisted_hint(inputs)
	if (locale === "en-XA") return en_xa2_change_kind_unlisted_hint(inputs)
	return en_change_kind_unlisted_hint(inputs)
});