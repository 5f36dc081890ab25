/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Change_Kind_Documents_HintInputs */

const en_change_kind_documents_hint = /** @type {(inputs: Change_Kind_Documents_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A required document was uploaded, validated or refused (found outside the Documents screen).`)
};

const es_change_kind_documents_hint = /** @type {(inputs: Change_Kind_Documents_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un documento obligatorio se subió, se validó o se rechazó (visto fuera de la pantalla Documentos).`)
};

const en_xa2_change_kind_documents_hint = /** @type {(inputs: Change_Kind_Documents_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕéǫúíŕéð ðóçúɱéñţ ŵáš úþļóáðéð, ṽáļíðáţéð óŕ ŕéƒúšéð (ƒóúñð óúţšíðé ţĥé Ðóçúɱéñţš šçŕééñ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A required document was uploaded, validated or refused (found outside the Documents screen)." |
*
* @param {Change_Kind_Documents_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents_hint = /** @type {((inputs?: Change_Kind_Documents_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Documents_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_kind_documents_hint(inputs)
	if (locale === "en-XA") return en_xa2_change_kind_documents_hint(inputs)
	return en_change_kind_documents_hint(inputs)
});