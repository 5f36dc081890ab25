/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notice_MessagesInputs */

const en_notice_messages = /** @type {(inputs: Notice_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new tracking message`);
	return /** @type {LocalizedString} */ (`${i?.count} new tracking messages`)
	
};

const es_notice_messages = /** @type {(inputs: Notice_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mensaje de seguimiento nuevo`);
	return /** @type {LocalizedString} */ (`${i?.count} mensajes de seguimiento nuevos`)
	
};

const en_xa2_notice_messages = /** @type {(inputs: Notice_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ţŕáçķíñĝ ɱéššáĝé ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ţŕáçķíñĝ ɱéššáĝéš ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message" |
* | * | "{count} new tracking messages" |
*
* @param {Notice_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages = /** @type {((inputs: Notice_MessagesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_MessagesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_messages(inputs)
	if (locale === "en-XA") return en_xa2_notice_messages(inputs)
	return en_notice_messages(inputs)
});