/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, latest: NonNullable<unknown> }} Notice_Messages_LatestInputs */

const en_notice_messages_latest = /** @type {(inputs: Notice_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new tracking message: “${i?.latest}”`);
	return /** @type {LocalizedString} */ (`${i?.count} new tracking messages: “${i?.latest}”`)
	
};

const es_notice_messages_latest = /** @type {(inputs: Notice_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mensaje de seguimiento nuevo: «${i?.latest}»`);
	return /** @type {LocalizedString} */ (`${i?.count} mensajes de seguimiento nuevos: «${i?.latest}»`)
	
};

const en_xa2_notice_messages_latest = /** @type {(inputs: Notice_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ţŕáçķíñĝ ɱéššáĝé: “${i?.latest}” ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ţŕáçķíñĝ ɱéššáĝéš: “${i?.latest}” ·~ ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message: “{latest}”" |
* | * | "{count} new tracking messages: “{latest}”" |
*
* @param {Notice_Messages_LatestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages_latest = /** @type {((inputs: Notice_Messages_LatestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Messages_LatestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_messages_latest(inputs)
	if (locale === "en-XA") return en_xa2_notice_messages_latest(inputs)
	return en_notice_messages_latest(inputs)
});