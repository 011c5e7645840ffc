import { i as __toESM, r as __require, t as __commonJSMin } from "./rolldown-runtime-BtDSRbSq.js";
// node_modules/jsencrypt/lib/lib/jsbn/util.js
var BI_RM = "0123456789abcdefghijklmnopqrstuvwxyz";
function int2char(n) {
	return BI_RM.charAt(n);
}
function op_and(x, y) {
	return x & y;
}
function op_or(x, y) {
	return x | y;
}
function op_xor(x, y) {
	return x ^ y;
}
function op_andnot(x, y) {
	return x & ~y;
}
function lbit(x) {
	if (x == 0) return -1;
	var r = 0;
	if ((x & 65535) == 0) {
		x >>= 16;
		r += 16;
	}
	if ((x & 255) == 0) {
		x >>= 8;
		r += 8;
	}
	if ((x & 15) == 0) {
		x >>= 4;
		r += 4;
	}
	if ((x & 3) == 0) {
		x >>= 2;
		r += 2;
	}
	if ((x & 1) == 0) ++r;
	return r;
}
function cbit(x) {
	var r = 0;
	while (x != 0) {
		x &= x - 1;
		++r;
	}
	return r;
}
// node_modules/jsencrypt/lib/lib/jsbn/base64.js
var b64map = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
var b64pad = "=";
function hex2b64(h) {
	var i;
	var c;
	var ret = "";
	for (i = 0; i + 3 <= h.length; i += 3) {
		c = parseInt(h.substring(i, i + 3), 16);
		ret += b64map.charAt(c >> 6) + b64map.charAt(c & 63);
	}
	if (i + 1 == h.length) {
		c = parseInt(h.substring(i, i + 1), 16);
		ret += b64map.charAt(c << 2);
	} else if (i + 2 == h.length) {
		c = parseInt(h.substring(i, i + 2), 16);
		ret += b64map.charAt(c >> 2) + b64map.charAt((c & 3) << 4);
	}
	while ((ret.length & 3) > 0) ret += b64pad;
	return ret;
}
function b64tohex(s) {
	var ret = "";
	var i;
	var k = 0;
	var slop = 0;
	for (i = 0; i < s.length; ++i) {
		if (s.charAt(i) == b64pad) break;
		var v = b64map.indexOf(s.charAt(i));
		if (v < 0) continue;
		if (k == 0) {
			ret += int2char(v >> 2);
			slop = v & 3;
			k = 1;
		} else if (k == 1) {
			ret += int2char(slop << 2 | v >> 4);
			slop = v & 15;
			k = 2;
		} else if (k == 2) {
			ret += int2char(slop);
			ret += int2char(v >> 2);
			slop = v & 3;
			k = 3;
		} else {
			ret += int2char(slop << 2 | v >> 4);
			ret += int2char(v & 15);
			k = 0;
		}
	}
	if (k == 1) ret += int2char(slop << 2);
	return ret;
}
// node_modules/jsencrypt/lib/lib/asn1js/hex.js
var decoder$1;
var Hex = { decode: function(a) {
	var i;
	if (decoder$1 === void 0) {
		var hex = "0123456789ABCDEF";
		var ignore = " \f\n\r	\xA0\u2028\u2029";
		decoder$1 = {};
		for (i = 0; i < 16; ++i) decoder$1[hex.charAt(i)] = i;
		hex = hex.toLowerCase();
		for (i = 10; i < 16; ++i) decoder$1[hex.charAt(i)] = i;
		for (i = 0; i < ignore.length; ++i) decoder$1[ignore.charAt(i)] = -1;
	}
	var out = [];
	var bits = 0;
	var char_count = 0;
	for (i = 0; i < a.length; ++i) {
		var c = a.charAt(i);
		if (c == "=") break;
		c = decoder$1[c];
		if (c == -1) continue;
		if (c === void 0) throw new Error("Illegal character at offset " + i);
		bits |= c;
		if (++char_count >= 2) {
			out[out.length] = bits;
			bits = 0;
			char_count = 0;
		} else bits <<= 4;
	}
	if (char_count) throw new Error("Hex encoding incomplete: 4 bits missing");
	return out;
} };
// node_modules/jsencrypt/lib/lib/asn1js/base64.js
var decoder;
var Base64 = {
	decode: function(a) {
		var i;
		if (decoder === void 0) {
			var b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
			var ignore = "= \f\n\r	\xA0\u2028\u2029";
			decoder = Object.create(null);
			for (i = 0; i < 64; ++i) decoder[b64.charAt(i)] = i;
			decoder["-"] = 62;
			decoder["_"] = 63;
			for (i = 0; i < ignore.length; ++i) decoder[ignore.charAt(i)] = -1;
		}
		var out = [];
		var bits = 0;
		var char_count = 0;
		for (i = 0; i < a.length; ++i) {
			var c = a.charAt(i);
			if (c == "=") break;
			c = decoder[c];
			if (c == -1) continue;
			if (c === void 0) throw new Error("Illegal character at offset " + i);
			bits |= c;
			if (++char_count >= 4) {
				out[out.length] = bits >> 16;
				out[out.length] = bits >> 8 & 255;
				out[out.length] = bits & 255;
				bits = 0;
				char_count = 0;
			} else bits <<= 6;
		}
		switch (char_count) {
			case 1: throw new Error("Base64 encoding incomplete: at least 2 bits missing");
			case 2:
				out[out.length] = bits >> 10;
				break;
			case 3:
				out[out.length] = bits >> 16;
				out[out.length] = bits >> 8 & 255;
		}
		return out;
	},
	re: /-----BEGIN [^-]+-----([A-Za-z0-9+\/=\s]+)-----END [^-]+-----|begin-base64[^\n]+\n([A-Za-z0-9+\/=\s]+)====/,
	unarmor: function(a) {
		var m = Base64.re.exec(a);
		if (m) {
			if (m[1]) a = m[1];
			else if (m[2]) a = m[2];
			else throw new Error("RegExp out of sync");
		}
		return Base64.decode(a);
	}
};
// node_modules/jsencrypt/lib/lib/asn1js/int10.js
var max = 0x9184e72a000;
var Int10 = function() {
	function Int10(value) {
		this.buf = [+value || 0];
	}
	Int10.prototype.mulAdd = function(m, c) {
		var b = this.buf;
		var l = b.length;
		var i;
		var t;
		for (i = 0; i < l; ++i) {
			t = b[i] * m + c;
			if (t < max) c = 0;
			else {
				c = 0 | t / max;
				t -= c * max;
			}
			b[i] = t;
		}
		if (c > 0) b[i] = c;
	};
	Int10.prototype.sub = function(c) {
		var b = this.buf;
		var l = b.length;
		var i;
		var t;
		for (i = 0; i < l; ++i) {
			t = b[i] - c;
			if (t < 0) {
				t += max;
				c = 1;
			} else c = 0;
			b[i] = t;
		}
		while (b[b.length - 1] === 0) b.pop();
	};
	Int10.prototype.toString = function(base) {
		if ((base || 10) != 10) throw new Error("only base 10 is supported");
		var b = this.buf;
		var s = b[b.length - 1].toString();
		for (var i = b.length - 2; i >= 0; --i) s += (max + b[i]).toString().substring(1);
		return s;
	};
	Int10.prototype.valueOf = function() {
		var b = this.buf;
		var v = 0;
		for (var i = b.length - 1; i >= 0; --i) v = v * max + b[i];
		return v;
	};
	Int10.prototype.simplify = function() {
		var b = this.buf;
		return b.length == 1 ? b[0] : this;
	};
	return Int10;
}();
// node_modules/jsencrypt/lib/lib/asn1js/asn1.js
var ellipsis = "…";
var reTimeS = /^(\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])([01]\d|2[0-3])(?:([0-5]\d)(?:([0-5]\d)(?:[.,](\d{1,3}))?)?)?(Z|[-+](?:[0]\d|1[0-2])([0-5]\d)?)?$/;
var reTimeL = /^(\d\d\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])([01]\d|2[0-3])(?:([0-5]\d)(?:([0-5]\d)(?:[.,](\d{1,3}))?)?)?(Z|[-+](?:[0]\d|1[0-2])([0-5]\d)?)?$/;
function stringCut(str, len) {
	if (str.length > len) str = str.substring(0, len) + ellipsis;
	return str;
}
var Stream = function() {
	function Stream(enc, pos) {
		this.hexDigits = "0123456789ABCDEF";
		if (enc instanceof Stream) {
			this.enc = enc.enc;
			this.pos = enc.pos;
		} else {
			this.enc = enc;
			this.pos = pos;
		}
	}
	Stream.prototype.get = function(pos) {
		if (pos === void 0) pos = this.pos++;
		if (pos >= this.enc.length) throw new Error("Requesting byte offset ".concat(pos, " on a stream of length ").concat(this.enc.length));
		return "string" === typeof this.enc ? this.enc.charCodeAt(pos) : this.enc[pos];
	};
	Stream.prototype.hexByte = function(b) {
		return this.hexDigits.charAt(b >> 4 & 15) + this.hexDigits.charAt(b & 15);
	};
	Stream.prototype.hexDump = function(start, end, raw) {
		var s = "";
		for (var i = start; i < end; ++i) {
			s += this.hexByte(this.get(i));
			if (raw !== true) switch (i & 15) {
				case 7:
					s += "  ";
					break;
				case 15:
					s += "\n";
					break;
				default: s += " ";
			}
		}
		return s;
	};
	Stream.prototype.isASCII = function(start, end) {
		for (var i = start; i < end; ++i) {
			var c = this.get(i);
			if (c < 32 || c > 176) return false;
		}
		return true;
	};
	Stream.prototype.parseStringISO = function(start, end) {
		var s = "";
		for (var i = start; i < end; ++i) s += String.fromCharCode(this.get(i));
		return s;
	};
	Stream.prototype.parseStringUTF = function(start, end) {
		var s = "";
		for (var i = start; i < end;) {
			var c = this.get(i++);
			if (c < 128) s += String.fromCharCode(c);
			else if (c > 191 && c < 224) s += String.fromCharCode((c & 31) << 6 | this.get(i++) & 63);
			else s += String.fromCharCode((c & 15) << 12 | (this.get(i++) & 63) << 6 | this.get(i++) & 63);
		}
		return s;
	};
	Stream.prototype.parseStringBMP = function(start, end) {
		var str = "";
		var hi;
		var lo;
		for (var i = start; i < end;) {
			hi = this.get(i++);
			lo = this.get(i++);
			str += String.fromCharCode(hi << 8 | lo);
		}
		return str;
	};
	Stream.prototype.parseTime = function(start, end, shortYear) {
		var s = this.parseStringISO(start, end);
		var m = (shortYear ? reTimeS : reTimeL).exec(s);
		if (!m) return "Unrecognized time: " + s;
		if (shortYear) {
			m[1] = +m[1];
			m[1] += +m[1] < 70 ? 2e3 : 1900;
		}
		s = m[1] + "-" + m[2] + "-" + m[3] + " " + m[4];
		if (m[5]) {
			s += ":" + m[5];
			if (m[6]) {
				s += ":" + m[6];
				if (m[7]) s += "." + m[7];
			}
		}
		if (m[8]) {
			s += " UTC";
			if (m[8] != "Z") {
				s += m[8];
				if (m[9]) s += ":" + m[9];
			}
		}
		return s;
	};
	Stream.prototype.parseInteger = function(start, end) {
		var v = this.get(start);
		var neg = v > 127;
		var pad = neg ? 255 : 0;
		var len;
		var s = "";
		while (v == pad && ++start < end) v = this.get(start);
		len = end - start;
		if (len === 0) return neg ? -1 : 0;
		if (len > 4) {
			s = v;
			len <<= 3;
			while (((+s ^ pad) & 128) == 0) {
				s = +s << 1;
				--len;
			}
			s = "(" + len + " bit)\n";
		}
		if (neg) v = v - 256;
		var n = new Int10(v);
		for (var i = start + 1; i < end; ++i) n.mulAdd(256, this.get(i));
		return s + n.toString();
	};
	Stream.prototype.parseBitString = function(start, end, maxLength) {
		var unusedBit = this.get(start);
		var intro = "(" + ((end - start - 1 << 3) - unusedBit) + " bit)\n";
		var s = "";
		for (var i = start + 1; i < end; ++i) {
			var b = this.get(i);
			var skip = i == end - 1 ? unusedBit : 0;
			for (var j = 7; j >= skip; --j) s += b >> j & 1 ? "1" : "0";
			if (s.length > maxLength) return intro + stringCut(s, maxLength);
		}
		return intro + s;
	};
	Stream.prototype.parseOctetString = function(start, end, maxLength) {
		if (this.isASCII(start, end)) return stringCut(this.parseStringISO(start, end), maxLength);
		var len = end - start;
		var s = "(" + len + " byte)\n";
		maxLength /= 2;
		if (len > maxLength) end = start + maxLength;
		for (var i = start; i < end; ++i) s += this.hexByte(this.get(i));
		if (len > maxLength) s += ellipsis;
		return s;
	};
	Stream.prototype.parseOID = function(start, end, maxLength) {
		var s = "";
		var n = new Int10();
		var bits = 0;
		for (var i = start; i < end; ++i) {
			var v = this.get(i);
			n.mulAdd(128, v & 127);
			bits += 7;
			if (!(v & 128)) {
				if (s === "") {
					n = n.simplify();
					if (n instanceof Int10) {
						n.sub(80);
						s = "2." + n.toString();
					} else {
						var m = n < 80 ? n < 40 ? 0 : 1 : 2;
						s = m + "." + (n - m * 40);
					}
				} else s += "." + n.toString();
				if (s.length > maxLength) return stringCut(s, maxLength);
				n = new Int10();
				bits = 0;
			}
		}
		if (bits > 0) s += ".incomplete";
		return s;
	};
	return Stream;
}();
var ASN1 = function() {
	function ASN1(stream, header, length, tag, sub) {
		if (!(tag instanceof ASN1Tag)) throw new Error("Invalid tag value.");
		this.stream = stream;
		this.header = header;
		this.length = length;
		this.tag = tag;
		this.sub = sub;
	}
	ASN1.prototype.typeName = function() {
		switch (this.tag.tagClass) {
			case 0:
				switch (this.tag.tagNumber) {
					case 0: return "EOC";
					case 1: return "BOOLEAN";
					case 2: return "INTEGER";
					case 3: return "BIT_STRING";
					case 4: return "OCTET_STRING";
					case 5: return "NULL";
					case 6: return "OBJECT_IDENTIFIER";
					case 7: return "ObjectDescriptor";
					case 8: return "EXTERNAL";
					case 9: return "REAL";
					case 10: return "ENUMERATED";
					case 11: return "EMBEDDED_PDV";
					case 12: return "UTF8String";
					case 16: return "SEQUENCE";
					case 17: return "SET";
					case 18: return "NumericString";
					case 19: return "PrintableString";
					case 20: return "TeletexString";
					case 21: return "VideotexString";
					case 22: return "IA5String";
					case 23: return "UTCTime";
					case 24: return "GeneralizedTime";
					case 25: return "GraphicString";
					case 26: return "VisibleString";
					case 27: return "GeneralString";
					case 28: return "UniversalString";
					case 30: return "BMPString";
				}
				return "Universal_" + this.tag.tagNumber.toString();
			case 1: return "Application_" + this.tag.tagNumber.toString();
			case 2: return "[" + this.tag.tagNumber.toString() + "]";
			case 3: return "Private_" + this.tag.tagNumber.toString();
		}
	};
	ASN1.prototype.content = function(maxLength) {
		if (this.tag === void 0) return null;
		if (maxLength === void 0) maxLength = Infinity;
		var content = this.posContent();
		var len = Math.abs(this.length);
		if (!this.tag.isUniversal()) {
			if (this.sub !== null) return "(" + this.sub.length + " elem)";
			return this.stream.parseOctetString(content, content + len, maxLength);
		}
		switch (this.tag.tagNumber) {
			case 1: return this.stream.get(content) === 0 ? "false" : "true";
			case 2: return this.stream.parseInteger(content, content + len);
			case 3: return this.sub ? "(" + this.sub.length + " elem)" : this.stream.parseBitString(content, content + len, maxLength);
			case 4: return this.sub ? "(" + this.sub.length + " elem)" : this.stream.parseOctetString(content, content + len, maxLength);
			case 6: return this.stream.parseOID(content, content + len, maxLength);
			case 16:
			case 17: if (this.sub !== null) return "(" + this.sub.length + " elem)";
			else return "(no elem)";
			case 12: return stringCut(this.stream.parseStringUTF(content, content + len), maxLength);
			case 18:
			case 19:
			case 20:
			case 21:
			case 22:
			case 26: return stringCut(this.stream.parseStringISO(content, content + len), maxLength);
			case 30: return stringCut(this.stream.parseStringBMP(content, content + len), maxLength);
			case 23:
			case 24: return this.stream.parseTime(content, content + len, this.tag.tagNumber == 23);
		}
		return null;
	};
	ASN1.prototype.toString = function() {
		return this.typeName() + "@" + this.stream.pos + "[header:" + this.header + ",length:" + this.length + ",sub:" + (this.sub === null ? "null" : this.sub.length) + "]";
	};
	ASN1.prototype.toPrettyString = function(indent) {
		if (indent === void 0) indent = "";
		var s = indent + this.typeName() + " @" + this.stream.pos;
		if (this.length >= 0) s += "+";
		s += this.length;
		if (this.tag.tagConstructed) s += " (constructed)";
		else if (this.tag.isUniversal() && (this.tag.tagNumber == 3 || this.tag.tagNumber == 4) && this.sub !== null) s += " (encapsulates)";
		s += "\n";
		if (this.sub !== null) {
			indent += "  ";
			for (var i = 0, max = this.sub.length; i < max; ++i) s += this.sub[i].toPrettyString(indent);
		}
		return s;
	};
	ASN1.prototype.posStart = function() {
		return this.stream.pos;
	};
	ASN1.prototype.posContent = function() {
		return this.stream.pos + this.header;
	};
	ASN1.prototype.posEnd = function() {
		return this.stream.pos + this.header + Math.abs(this.length);
	};
	ASN1.prototype.toHexString = function() {
		return this.stream.hexDump(this.posStart(), this.posEnd(), true);
	};
	ASN1.decodeLength = function(stream) {
		var buf = stream.get();
		var len = buf & 127;
		if (len == buf) return len;
		if (len > 6) throw new Error("Length over 48 bits not supported at position " + (stream.pos - 1));
		if (len === 0) return null;
		buf = 0;
		for (var i = 0; i < len; ++i) buf = buf * 256 + stream.get();
		return buf;
	};
	/**
	* Retrieve the hexadecimal value (as a string) of the current ASN.1 element
	* @returns {string}
	* @public
	*/
	ASN1.prototype.getHexStringValue = function() {
		var hexString = this.toHexString();
		var offset = this.header * 2;
		var length = this.length * 2;
		return hexString.substring(offset, offset + length);
	};
	ASN1.decode = function(str) {
		var stream;
		if (!(str instanceof Stream)) stream = new Stream(str, 0);
		else stream = str;
		var streamStart = new Stream(stream);
		var tag = new ASN1Tag(stream);
		var len = ASN1.decodeLength(stream);
		var start = stream.pos;
		var header = start - streamStart.pos;
		var sub = null;
		var getSub = function() {
			var ret = [];
			if (len !== null) {
				var end = start + len;
				while (stream.pos < end) ret[ret.length] = ASN1.decode(stream);
				if (stream.pos != end) throw new Error("Content size is not correct for container starting at offset " + start);
			} else try {
				for (;;) {
					var s = ASN1.decode(stream);
					if (s.tag.isEOC()) break;
					ret[ret.length] = s;
				}
				len = start - stream.pos;
			} catch (e) {
				throw new Error("Exception while decoding undefined length content: " + e);
			}
			return ret;
		};
		if (tag.tagConstructed) sub = getSub();
		else if (tag.isUniversal() && (tag.tagNumber == 3 || tag.tagNumber == 4)) try {
			if (tag.tagNumber == 3) {
				if (stream.get() != 0) throw new Error("BIT STRINGs with unused bits cannot encapsulate.");
			}
			sub = getSub();
			for (var i = 0; i < sub.length; ++i) if (sub[i].tag.isEOC()) throw new Error("EOC is not supposed to be actual content.");
		} catch (e) {
			sub = null;
		}
		if (sub === null) {
			if (len === null) throw new Error("We can't skip over an invalid tag with undefined length at offset " + start);
			stream.pos = start + Math.abs(len);
		}
		return new ASN1(streamStart, header, len, tag, sub);
	};
	return ASN1;
}();
var ASN1Tag = function() {
	function ASN1Tag(stream) {
		var buf = stream.get();
		this.tagClass = buf >> 6;
		this.tagConstructed = (buf & 32) !== 0;
		this.tagNumber = buf & 31;
		if (this.tagNumber == 31) {
			var n = new Int10();
			do {
				buf = stream.get();
				n.mulAdd(128, buf & 127);
			} while (buf & 128);
			this.tagNumber = n.simplify();
		}
	}
	ASN1Tag.prototype.isUniversal = function() {
		return this.tagClass === 0;
	};
	ASN1Tag.prototype.isEOC = function() {
		return this.tagClass === 0 && this.tagNumber === 0;
	};
	return ASN1Tag;
}();
// node_modules/jsencrypt/lib/lib/jsbn/jsbn.js
var dbits;
var j_lm = true;
var lowprimes = [
	2,
	3,
	5,
	7,
	11,
	13,
	17,
	19,
	23,
	29,
	31,
	37,
	41,
	43,
	47,
	53,
	59,
	61,
	67,
	71,
	73,
	79,
	83,
	89,
	97,
	101,
	103,
	107,
	109,
	113,
	127,
	131,
	137,
	139,
	149,
	151,
	157,
	163,
	167,
	173,
	179,
	181,
	191,
	193,
	197,
	199,
	211,
	223,
	227,
	229,
	233,
	239,
	241,
	251,
	257,
	263,
	269,
	271,
	277,
	281,
	283,
	293,
	307,
	311,
	313,
	317,
	331,
	337,
	347,
	349,
	353,
	359,
	367,
	373,
	379,
	383,
	389,
	397,
	401,
	409,
	419,
	421,
	431,
	433,
	439,
	443,
	449,
	457,
	461,
	463,
	467,
	479,
	487,
	491,
	499,
	503,
	509,
	521,
	523,
	541,
	547,
	557,
	563,
	569,
	571,
	577,
	587,
	593,
	599,
	601,
	607,
	613,
	617,
	619,
	631,
	641,
	643,
	647,
	653,
	659,
	661,
	673,
	677,
	683,
	691,
	701,
	709,
	719,
	727,
	733,
	739,
	743,
	751,
	757,
	761,
	769,
	773,
	787,
	797,
	809,
	811,
	821,
	823,
	827,
	829,
	839,
	853,
	857,
	859,
	863,
	877,
	881,
	883,
	887,
	907,
	911,
	919,
	929,
	937,
	941,
	947,
	953,
	967,
	971,
	977,
	983,
	991,
	997
];
var lplim = (1 << 26) / lowprimes[lowprimes.length - 1];
var BigInteger = function() {
	function BigInteger(a, b, c) {
		if (a != null) {
			if ("number" == typeof a) this.fromNumber(a, b, c);
			else if (b == null && "string" != typeof a) this.fromString(a, 256);
			else this.fromString(a, b);
		}
	}
	BigInteger.prototype.toString = function(b) {
		if (this.s < 0) return "-" + this.negate().toString(b);
		var k;
		if (b == 16) k = 4;
		else if (b == 8) k = 3;
		else if (b == 2) k = 1;
		else if (b == 32) k = 5;
		else if (b == 4) k = 2;
		else return this.toRadix(b);
		var km = (1 << k) - 1;
		var d;
		var m = false;
		var r = "";
		var i = this.t;
		var p = this.DB - i * this.DB % k;
		if (i-- > 0) {
			if (p < this.DB && (d = this[i] >> p) > 0) {
				m = true;
				r = int2char(d);
			}
			while (i >= 0) {
				if (p < k) {
					d = (this[i] & (1 << p) - 1) << k - p;
					d |= this[--i] >> (p += this.DB - k);
				} else {
					d = this[i] >> (p -= k) & km;
					if (p <= 0) {
						p += this.DB;
						--i;
					}
				}
				if (d > 0) m = true;
				if (m) r += int2char(d);
			}
		}
		return m ? r : "0";
	};
	BigInteger.prototype.negate = function() {
		var r = nbi();
		BigInteger.ZERO.subTo(this, r);
		return r;
	};
	BigInteger.prototype.abs = function() {
		return this.s < 0 ? this.negate() : this;
	};
	BigInteger.prototype.compareTo = function(a) {
		var r = this.s - a.s;
		if (r != 0) return r;
		var i = this.t;
		r = i - a.t;
		if (r != 0) return this.s < 0 ? -r : r;
		while (--i >= 0) if ((r = this[i] - a[i]) != 0) return r;
		return 0;
	};
	BigInteger.prototype.bitLength = function() {
		if (this.t <= 0) return 0;
		return this.DB * (this.t - 1) + nbits(this[this.t - 1] ^ this.s & this.DM);
	};
	BigInteger.prototype.mod = function(a) {
		var r = nbi();
		this.abs().divRemTo(a, null, r);
		if (this.s < 0 && r.compareTo(BigInteger.ZERO) > 0) a.subTo(r, r);
		return r;
	};
	BigInteger.prototype.modPowInt = function(e, m) {
		var z;
		if (e < 256 || m.isEven()) z = new Classic(m);
		else z = new Montgomery(m);
		return this.exp(e, z);
	};
	BigInteger.prototype.clone = function() {
		var r = nbi();
		this.copyTo(r);
		return r;
	};
	BigInteger.prototype.intValue = function() {
		if (this.s < 0) {
			if (this.t == 1) return this[0] - this.DV;
			else if (this.t == 0) return -1;
		} else if (this.t == 1) return this[0];
		else if (this.t == 0) return 0;
		return (this[1] & (1 << 32 - this.DB) - 1) << this.DB | this[0];
	};
	BigInteger.prototype.byteValue = function() {
		return this.t == 0 ? this.s : this[0] << 24 >> 24;
	};
	BigInteger.prototype.shortValue = function() {
		return this.t == 0 ? this.s : this[0] << 16 >> 16;
	};
	BigInteger.prototype.signum = function() {
		if (this.s < 0) return -1;
		else if (this.t <= 0 || this.t == 1 && this[0] <= 0) return 0;
		else return 1;
	};
	BigInteger.prototype.toByteArray = function() {
		var i = this.t;
		var r = [];
		r[0] = this.s;
		var p = this.DB - i * this.DB % 8;
		var d;
		var k = 0;
		if (i-- > 0) {
			if (p < this.DB && (d = this[i] >> p) != (this.s & this.DM) >> p) r[k++] = d | this.s << this.DB - p;
			while (i >= 0) {
				if (p < 8) {
					d = (this[i] & (1 << p) - 1) << 8 - p;
					d |= this[--i] >> (p += this.DB - 8);
				} else {
					d = this[i] >> (p -= 8) & 255;
					if (p <= 0) {
						p += this.DB;
						--i;
					}
				}
				if ((d & 128) != 0) d |= -256;
				if (k == 0 && (this.s & 128) != (d & 128)) ++k;
				if (k > 0 || d != this.s) r[k++] = d;
			}
		}
		return r;
	};
	BigInteger.prototype.equals = function(a) {
		return this.compareTo(a) == 0;
	};
	BigInteger.prototype.min = function(a) {
		return this.compareTo(a) < 0 ? this : a;
	};
	BigInteger.prototype.max = function(a) {
		return this.compareTo(a) > 0 ? this : a;
	};
	BigInteger.prototype.and = function(a) {
		var r = nbi();
		this.bitwiseTo(a, op_and, r);
		return r;
	};
	BigInteger.prototype.or = function(a) {
		var r = nbi();
		this.bitwiseTo(a, op_or, r);
		return r;
	};
	BigInteger.prototype.xor = function(a) {
		var r = nbi();
		this.bitwiseTo(a, op_xor, r);
		return r;
	};
	BigInteger.prototype.andNot = function(a) {
		var r = nbi();
		this.bitwiseTo(a, op_andnot, r);
		return r;
	};
	BigInteger.prototype.not = function() {
		var r = nbi();
		for (var i = 0; i < this.t; ++i) r[i] = this.DM & ~this[i];
		r.t = this.t;
		r.s = ~this.s;
		return r;
	};
	BigInteger.prototype.shiftLeft = function(n) {
		var r = nbi();
		if (n < 0) this.rShiftTo(-n, r);
		else this.lShiftTo(n, r);
		return r;
	};
	BigInteger.prototype.shiftRight = function(n) {
		var r = nbi();
		if (n < 0) this.lShiftTo(-n, r);
		else this.rShiftTo(n, r);
		return r;
	};
	BigInteger.prototype.getLowestSetBit = function() {
		for (var i = 0; i < this.t; ++i) if (this[i] != 0) return i * this.DB + lbit(this[i]);
		if (this.s < 0) return this.t * this.DB;
		return -1;
	};
	BigInteger.prototype.bitCount = function() {
		var r = 0;
		var x = this.s & this.DM;
		for (var i = 0; i < this.t; ++i) r += cbit(this[i] ^ x);
		return r;
	};
	BigInteger.prototype.testBit = function(n) {
		var j = Math.floor(n / this.DB);
		if (j >= this.t) return this.s != 0;
		return (this[j] & 1 << n % this.DB) != 0;
	};
	BigInteger.prototype.setBit = function(n) {
		return this.changeBit(n, op_or);
	};
	BigInteger.prototype.clearBit = function(n) {
		return this.changeBit(n, op_andnot);
	};
	BigInteger.prototype.flipBit = function(n) {
		return this.changeBit(n, op_xor);
	};
	BigInteger.prototype.add = function(a) {
		var r = nbi();
		this.addTo(a, r);
		return r;
	};
	BigInteger.prototype.subtract = function(a) {
		var r = nbi();
		this.subTo(a, r);
		return r;
	};
	BigInteger.prototype.multiply = function(a) {
		var r = nbi();
		this.multiplyTo(a, r);
		return r;
	};
	BigInteger.prototype.divide = function(a) {
		var r = nbi();
		this.divRemTo(a, r, null);
		return r;
	};
	BigInteger.prototype.remainder = function(a) {
		var r = nbi();
		this.divRemTo(a, null, r);
		return r;
	};
	BigInteger.prototype.divideAndRemainder = function(a) {
		var q = nbi();
		var r = nbi();
		this.divRemTo(a, q, r);
		return [q, r];
	};
	BigInteger.prototype.modPow = function(e, m) {
		var i = e.bitLength();
		var k;
		var r = nbv(1);
		var z;
		if (i <= 0) return r;
		else if (i < 18) k = 1;
		else if (i < 48) k = 3;
		else if (i < 144) k = 4;
		else if (i < 768) k = 5;
		else k = 6;
		if (i < 8) z = new Classic(m);
		else if (m.isEven()) z = new Barrett(m);
		else z = new Montgomery(m);
		var g = [];
		var n = 3;
		var k1 = k - 1;
		var km = (1 << k) - 1;
		g[1] = z.convert(this);
		if (k > 1) {
			var g2 = nbi();
			z.sqrTo(g[1], g2);
			while (n <= km) {
				g[n] = nbi();
				z.mulTo(g2, g[n - 2], g[n]);
				n += 2;
			}
		}
		var j = e.t - 1;
		var w;
		var is1 = true;
		var r2 = nbi();
		var t;
		i = nbits(e[j]) - 1;
		while (j >= 0) {
			if (i >= k1) w = e[j] >> i - k1 & km;
			else {
				w = (e[j] & (1 << i + 1) - 1) << k1 - i;
				if (j > 0) w |= e[j - 1] >> this.DB + i - k1;
			}
			n = k;
			while ((w & 1) == 0) {
				w >>= 1;
				--n;
			}
			if ((i -= n) < 0) {
				i += this.DB;
				--j;
			}
			if (is1) {
				g[w].copyTo(r);
				is1 = false;
			} else {
				while (n > 1) {
					z.sqrTo(r, r2);
					z.sqrTo(r2, r);
					n -= 2;
				}
				if (n > 0) z.sqrTo(r, r2);
				else {
					t = r;
					r = r2;
					r2 = t;
				}
				z.mulTo(r2, g[w], r);
			}
			while (j >= 0 && (e[j] & 1 << i) == 0) {
				z.sqrTo(r, r2);
				t = r;
				r = r2;
				r2 = t;
				if (--i < 0) {
					i = this.DB - 1;
					--j;
				}
			}
		}
		return z.revert(r);
	};
	BigInteger.prototype.modInverse = function(m) {
		var ac = m.isEven();
		if (this.isEven() && ac || m.signum() == 0) return BigInteger.ZERO;
		var u = m.clone();
		var v = this.clone();
		var a = nbv(1);
		var b = nbv(0);
		var c = nbv(0);
		var d = nbv(1);
		while (u.signum() != 0) {
			while (u.isEven()) {
				u.rShiftTo(1, u);
				if (ac) {
					if (!a.isEven() || !b.isEven()) {
						a.addTo(this, a);
						b.subTo(m, b);
					}
					a.rShiftTo(1, a);
				} else if (!b.isEven()) b.subTo(m, b);
				b.rShiftTo(1, b);
			}
			while (v.isEven()) {
				v.rShiftTo(1, v);
				if (ac) {
					if (!c.isEven() || !d.isEven()) {
						c.addTo(this, c);
						d.subTo(m, d);
					}
					c.rShiftTo(1, c);
				} else if (!d.isEven()) d.subTo(m, d);
				d.rShiftTo(1, d);
			}
			if (u.compareTo(v) >= 0) {
				u.subTo(v, u);
				if (ac) a.subTo(c, a);
				b.subTo(d, b);
			} else {
				v.subTo(u, v);
				if (ac) c.subTo(a, c);
				d.subTo(b, d);
			}
		}
		if (v.compareTo(BigInteger.ONE) != 0) return BigInteger.ZERO;
		if (d.compareTo(m) >= 0) return d.subtract(m);
		if (d.signum() < 0) d.addTo(m, d);
		else return d;
		if (d.signum() < 0) return d.add(m);
		else return d;
	};
	BigInteger.prototype.pow = function(e) {
		return this.exp(e, new NullExp());
	};
	BigInteger.prototype.gcd = function(a) {
		var x = this.s < 0 ? this.negate() : this.clone();
		var y = a.s < 0 ? a.negate() : a.clone();
		if (x.compareTo(y) < 0) {
			var t = x;
			x = y;
			y = t;
		}
		var i = x.getLowestSetBit();
		var g = y.getLowestSetBit();
		if (g < 0) return x;
		if (i < g) g = i;
		if (g > 0) {
			x.rShiftTo(g, x);
			y.rShiftTo(g, y);
		}
		while (x.signum() > 0) {
			if ((i = x.getLowestSetBit()) > 0) x.rShiftTo(i, x);
			if ((i = y.getLowestSetBit()) > 0) y.rShiftTo(i, y);
			if (x.compareTo(y) >= 0) {
				x.subTo(y, x);
				x.rShiftTo(1, x);
			} else {
				y.subTo(x, y);
				y.rShiftTo(1, y);
			}
		}
		if (g > 0) y.lShiftTo(g, y);
		return y;
	};
	BigInteger.prototype.isProbablePrime = function(t) {
		var i;
		var x = this.abs();
		if (x.t == 1 && x[0] <= lowprimes[lowprimes.length - 1]) {
			for (i = 0; i < lowprimes.length; ++i) if (x[0] == lowprimes[i]) return true;
			return false;
		}
		if (x.isEven()) return false;
		i = 1;
		while (i < lowprimes.length) {
			var m = lowprimes[i];
			var j = i + 1;
			while (j < lowprimes.length && m < lplim) m *= lowprimes[j++];
			m = x.modInt(m);
			while (i < j) if (m % lowprimes[i++] == 0) return false;
		}
		return x.millerRabin(t);
	};
	BigInteger.prototype.copyTo = function(r) {
		for (var i = this.t - 1; i >= 0; --i) r[i] = this[i];
		r.t = this.t;
		r.s = this.s;
	};
	BigInteger.prototype.fromInt = function(x) {
		this.t = 1;
		this.s = x < 0 ? -1 : 0;
		if (x > 0) this[0] = x;
		else if (x < -1) this[0] = x + this.DV;
		else this.t = 0;
	};
	BigInteger.prototype.fromString = function(s, b) {
		var k;
		if (b == 16) k = 4;
		else if (b == 8) k = 3;
		else if (b == 256) k = 8;
		else if (b == 2) k = 1;
		else if (b == 32) k = 5;
		else if (b == 4) k = 2;
		else {
			this.fromRadix(s, b);
			return;
		}
		this.t = 0;
		this.s = 0;
		var i = s.length;
		var mi = false;
		var sh = 0;
		while (--i >= 0) {
			var x = k == 8 ? +s[i] & 255 : intAt(s, i);
			if (x < 0) {
				if (s.charAt(i) == "-") mi = true;
				continue;
			}
			mi = false;
			if (sh == 0) this[this.t++] = x;
			else if (sh + k > this.DB) {
				this[this.t - 1] |= (x & (1 << this.DB - sh) - 1) << sh;
				this[this.t++] = x >> this.DB - sh;
			} else this[this.t - 1] |= x << sh;
			sh += k;
			if (sh >= this.DB) sh -= this.DB;
		}
		if (k == 8 && (+s[0] & 128) != 0) {
			this.s = -1;
			if (sh > 0) this[this.t - 1] |= (1 << this.DB - sh) - 1 << sh;
		}
		this.clamp();
		if (mi) BigInteger.ZERO.subTo(this, this);
	};
	BigInteger.prototype.clamp = function() {
		var c = this.s & this.DM;
		while (this.t > 0 && this[this.t - 1] == c) --this.t;
	};
	BigInteger.prototype.dlShiftTo = function(n, r) {
		var i = this.t - 1;
		for (; i >= 0; --i) r[i + n] = this[i];
		for (i = n - 1; i >= 0; --i) r[i] = 0;
		r.t = this.t + n;
		r.s = this.s;
	};
	BigInteger.prototype.drShiftTo = function(n, r) {
		for (var i = n; i < this.t; ++i) r[i - n] = this[i];
		r.t = Math.max(this.t - n, 0);
		r.s = this.s;
	};
	BigInteger.prototype.lShiftTo = function(n, r) {
		var bs = n % this.DB;
		var cbs = this.DB - bs;
		var bm = (1 << cbs) - 1;
		var ds = Math.floor(n / this.DB);
		var c = this.s << bs & this.DM;
		for (var i = this.t - 1; i >= 0; --i) {
			r[i + ds + 1] = this[i] >> cbs | c;
			c = (this[i] & bm) << bs;
		}
		for (var i = ds - 1; i >= 0; --i) r[i] = 0;
		r[ds] = c;
		r.t = this.t + ds + 1;
		r.s = this.s;
		r.clamp();
	};
	BigInteger.prototype.rShiftTo = function(n, r) {
		r.s = this.s;
		var ds = Math.floor(n / this.DB);
		if (ds >= this.t) {
			r.t = 0;
			return;
		}
		var bs = n % this.DB;
		var cbs = this.DB - bs;
		var bm = (1 << bs) - 1;
		r[0] = this[ds] >> bs;
		for (var i = ds + 1; i < this.t; ++i) {
			r[i - ds - 1] |= (this[i] & bm) << cbs;
			r[i - ds] = this[i] >> bs;
		}
		if (bs > 0) r[this.t - ds - 1] |= (this.s & bm) << cbs;
		r.t = this.t - ds;
		r.clamp();
	};
	BigInteger.prototype.subTo = function(a, r) {
		var i = 0;
		var c = 0;
		var m = Math.min(a.t, this.t);
		while (i < m) {
			c += this[i] - a[i];
			r[i++] = c & this.DM;
			c >>= this.DB;
		}
		if (a.t < this.t) {
			c -= a.s;
			while (i < this.t) {
				c += this[i];
				r[i++] = c & this.DM;
				c >>= this.DB;
			}
			c += this.s;
		} else {
			c += this.s;
			while (i < a.t) {
				c -= a[i];
				r[i++] = c & this.DM;
				c >>= this.DB;
			}
			c -= a.s;
		}
		r.s = c < 0 ? -1 : 0;
		if (c < -1) r[i++] = this.DV + c;
		else if (c > 0) r[i++] = c;
		r.t = i;
		r.clamp();
	};
	BigInteger.prototype.multiplyTo = function(a, r) {
		var x = this.abs();
		var y = a.abs();
		var i = x.t;
		r.t = i + y.t;
		while (--i >= 0) r[i] = 0;
		for (i = 0; i < y.t; ++i) r[i + x.t] = x.am(0, y[i], r, i, 0, x.t);
		r.s = 0;
		r.clamp();
		if (this.s != a.s) BigInteger.ZERO.subTo(r, r);
	};
	BigInteger.prototype.squareTo = function(r) {
		var x = this.abs();
		var i = r.t = 2 * x.t;
		while (--i >= 0) r[i] = 0;
		for (i = 0; i < x.t - 1; ++i) {
			var c = x.am(i, x[i], r, 2 * i, 0, 1);
			if ((r[i + x.t] += x.am(i + 1, 2 * x[i], r, 2 * i + 1, c, x.t - i - 1)) >= x.DV) {
				r[i + x.t] -= x.DV;
				r[i + x.t + 1] = 1;
			}
		}
		if (r.t > 0) r[r.t - 1] += x.am(i, x[i], r, 2 * i, 0, 1);
		r.s = 0;
		r.clamp();
	};
	BigInteger.prototype.divRemTo = function(m, q, r) {
		var pm = m.abs();
		if (pm.t <= 0) return;
		var pt = this.abs();
		if (pt.t < pm.t) {
			if (q != null) q.fromInt(0);
			if (r != null) this.copyTo(r);
			return;
		}
		if (r == null) r = nbi();
		var y = nbi();
		var ts = this.s;
		var ms = m.s;
		var nsh = this.DB - nbits(pm[pm.t - 1]);
		if (nsh > 0) {
			pm.lShiftTo(nsh, y);
			pt.lShiftTo(nsh, r);
		} else {
			pm.copyTo(y);
			pt.copyTo(r);
		}
		var ys = y.t;
		var y0 = y[ys - 1];
		if (y0 == 0) return;
		var yt = y0 * (1 << this.F1) + (ys > 1 ? y[ys - 2] >> this.F2 : 0);
		var d1 = this.FV / yt;
		var d2 = (1 << this.F1) / yt;
		var e = 1 << this.F2;
		var i = r.t;
		var j = i - ys;
		var t = q == null ? nbi() : q;
		y.dlShiftTo(j, t);
		if (r.compareTo(t) >= 0) {
			r[r.t++] = 1;
			r.subTo(t, r);
		}
		BigInteger.ONE.dlShiftTo(ys, t);
		t.subTo(y, y);
		while (y.t < ys) y[y.t++] = 0;
		while (--j >= 0) {
			var qd = r[--i] == y0 ? this.DM : Math.floor(r[i] * d1 + (r[i - 1] + e) * d2);
			if ((r[i] += y.am(0, qd, r, j, 0, ys)) < qd) {
				y.dlShiftTo(j, t);
				r.subTo(t, r);
				while (r[i] < --qd) r.subTo(t, r);
			}
		}
		if (q != null) {
			r.drShiftTo(ys, q);
			if (ts != ms) BigInteger.ZERO.subTo(q, q);
		}
		r.t = ys;
		r.clamp();
		if (nsh > 0) r.rShiftTo(nsh, r);
		if (ts < 0) BigInteger.ZERO.subTo(r, r);
	};
	BigInteger.prototype.invDigit = function() {
		if (this.t < 1) return 0;
		var x = this[0];
		if ((x & 1) == 0) return 0;
		var y = x & 3;
		y = y * (2 - (x & 15) * y) & 15;
		y = y * (2 - (x & 255) * y) & 255;
		y = y * (2 - ((x & 65535) * y & 65535)) & 65535;
		y = y * (2 - x * y % this.DV) % this.DV;
		return y > 0 ? this.DV - y : -y;
	};
	BigInteger.prototype.isEven = function() {
		return (this.t > 0 ? this[0] & 1 : this.s) == 0;
	};
	BigInteger.prototype.exp = function(e, z) {
		if (e > 4294967295 || e < 1) return BigInteger.ONE;
		var r = nbi();
		var r2 = nbi();
		var g = z.convert(this);
		var i = nbits(e) - 1;
		g.copyTo(r);
		while (--i >= 0) {
			z.sqrTo(r, r2);
			if ((e & 1 << i) > 0) z.mulTo(r2, g, r);
			else {
				var t = r;
				r = r2;
				r2 = t;
			}
		}
		return z.revert(r);
	};
	BigInteger.prototype.chunkSize = function(r) {
		return Math.floor(Math.LN2 * this.DB / Math.log(r));
	};
	BigInteger.prototype.toRadix = function(b) {
		if (b == null) b = 10;
		if (this.signum() == 0 || b < 2 || b > 36) return "0";
		var cs = this.chunkSize(b);
		var a = Math.pow(b, cs);
		var d = nbv(a);
		var y = nbi();
		var z = nbi();
		var r = "";
		this.divRemTo(d, y, z);
		while (y.signum() > 0) {
			r = (a + z.intValue()).toString(b).substring(1) + r;
			y.divRemTo(d, y, z);
		}
		return z.intValue().toString(b) + r;
	};
	BigInteger.prototype.fromRadix = function(s, b) {
		this.fromInt(0);
		if (b == null) b = 10;
		var cs = this.chunkSize(b);
		var d = Math.pow(b, cs);
		var mi = false;
		var j = 0;
		var w = 0;
		for (var i = 0; i < s.length; ++i) {
			var x = intAt(s, i);
			if (x < 0) {
				if (s.charAt(i) == "-" && this.signum() == 0) mi = true;
				continue;
			}
			w = b * w + x;
			if (++j >= cs) {
				this.dMultiply(d);
				this.dAddOffset(w, 0);
				j = 0;
				w = 0;
			}
		}
		if (j > 0) {
			this.dMultiply(Math.pow(b, j));
			this.dAddOffset(w, 0);
		}
		if (mi) BigInteger.ZERO.subTo(this, this);
	};
	BigInteger.prototype.fromNumber = function(a, b, c) {
		if ("number" == typeof b) {
			if (a < 2) this.fromInt(1);
			else {
				this.fromNumber(a, c);
				if (!this.testBit(a - 1)) this.bitwiseTo(BigInteger.ONE.shiftLeft(a - 1), op_or, this);
				if (this.isEven()) this.dAddOffset(1, 0);
				while (!this.isProbablePrime(b)) {
					this.dAddOffset(2, 0);
					if (this.bitLength() > a) this.subTo(BigInteger.ONE.shiftLeft(a - 1), this);
				}
			}
		} else {
			var x = [];
			var t = a & 7;
			x.length = (a >> 3) + 1;
			b.nextBytes(x);
			if (t > 0) x[0] &= (1 << t) - 1;
			else x[0] = 0;
			this.fromString(x, 256);
		}
	};
	BigInteger.prototype.bitwiseTo = function(a, op, r) {
		var i;
		var f;
		var m = Math.min(a.t, this.t);
		for (i = 0; i < m; ++i) r[i] = op(this[i], a[i]);
		if (a.t < this.t) {
			f = a.s & this.DM;
			for (i = m; i < this.t; ++i) r[i] = op(this[i], f);
			r.t = this.t;
		} else {
			f = this.s & this.DM;
			for (i = m; i < a.t; ++i) r[i] = op(f, a[i]);
			r.t = a.t;
		}
		r.s = op(this.s, a.s);
		r.clamp();
	};
	BigInteger.prototype.changeBit = function(n, op) {
		var r = BigInteger.ONE.shiftLeft(n);
		this.bitwiseTo(r, op, r);
		return r;
	};
	BigInteger.prototype.addTo = function(a, r) {
		var i = 0;
		var c = 0;
		var m = Math.min(a.t, this.t);
		while (i < m) {
			c += this[i] + a[i];
			r[i++] = c & this.DM;
			c >>= this.DB;
		}
		if (a.t < this.t) {
			c += a.s;
			while (i < this.t) {
				c += this[i];
				r[i++] = c & this.DM;
				c >>= this.DB;
			}
			c += this.s;
		} else {
			c += this.s;
			while (i < a.t) {
				c += a[i];
				r[i++] = c & this.DM;
				c >>= this.DB;
			}
			c += a.s;
		}
		r.s = c < 0 ? -1 : 0;
		if (c > 0) r[i++] = c;
		else if (c < -1) r[i++] = this.DV + c;
		r.t = i;
		r.clamp();
	};
	BigInteger.prototype.dMultiply = function(n) {
		this[this.t] = this.am(0, n - 1, this, 0, 0, this.t);
		++this.t;
		this.clamp();
	};
	BigInteger.prototype.dAddOffset = function(n, w) {
		if (n == 0) return;
		while (this.t <= w) this[this.t++] = 0;
		this[w] += n;
		while (this[w] >= this.DV) {
			this[w] -= this.DV;
			if (++w >= this.t) this[this.t++] = 0;
			++this[w];
		}
	};
	BigInteger.prototype.multiplyLowerTo = function(a, n, r) {
		var i = Math.min(this.t + a.t, n);
		r.s = 0;
		r.t = i;
		while (i > 0) r[--i] = 0;
		for (var j = r.t - this.t; i < j; ++i) r[i + this.t] = this.am(0, a[i], r, i, 0, this.t);
		for (var j = Math.min(a.t, n); i < j; ++i) this.am(0, a[i], r, i, 0, n - i);
		r.clamp();
	};
	BigInteger.prototype.multiplyUpperTo = function(a, n, r) {
		--n;
		var i = r.t = this.t + a.t - n;
		r.s = 0;
		while (--i >= 0) r[i] = 0;
		for (i = Math.max(n - this.t, 0); i < a.t; ++i) r[this.t + i - n] = this.am(n - i, a[i], r, 0, 0, this.t + i - n);
		r.clamp();
		r.drShiftTo(1, r);
	};
	BigInteger.prototype.modInt = function(n) {
		if (n <= 0) return 0;
		var d = this.DV % n;
		var r = this.s < 0 ? n - 1 : 0;
		if (this.t > 0) {
			if (d == 0) r = this[0] % n;
			else for (var i = this.t - 1; i >= 0; --i) r = (d * r + this[i]) % n;
		}
		return r;
	};
	BigInteger.prototype.millerRabin = function(t) {
		var n1 = this.subtract(BigInteger.ONE);
		var k = n1.getLowestSetBit();
		if (k <= 0) return false;
		var r = n1.shiftRight(k);
		t = t + 1 >> 1;
		if (t > lowprimes.length) t = lowprimes.length;
		var a = nbi();
		for (var i = 0; i < t; ++i) {
			a.fromInt(lowprimes[Math.floor(Math.random() * lowprimes.length)]);
			var y = a.modPow(r, this);
			if (y.compareTo(BigInteger.ONE) != 0 && y.compareTo(n1) != 0) {
				var j = 1;
				while (j++ < k && y.compareTo(n1) != 0) {
					y = y.modPowInt(2, this);
					if (y.compareTo(BigInteger.ONE) == 0) return false;
				}
				if (y.compareTo(n1) != 0) return false;
			}
		}
		return true;
	};
	BigInteger.prototype.square = function() {
		var r = nbi();
		this.squareTo(r);
		return r;
	};
	BigInteger.prototype.gcda = function(a, callback) {
		var x = this.s < 0 ? this.negate() : this.clone();
		var y = a.s < 0 ? a.negate() : a.clone();
		if (x.compareTo(y) < 0) {
			var t = x;
			x = y;
			y = t;
		}
		var i = x.getLowestSetBit();
		var g = y.getLowestSetBit();
		if (g < 0) {
			callback(x);
			return;
		}
		if (i < g) g = i;
		if (g > 0) {
			x.rShiftTo(g, x);
			y.rShiftTo(g, y);
		}
		var gcda1 = function() {
			if ((i = x.getLowestSetBit()) > 0) x.rShiftTo(i, x);
			if ((i = y.getLowestSetBit()) > 0) y.rShiftTo(i, y);
			if (x.compareTo(y) >= 0) {
				x.subTo(y, x);
				x.rShiftTo(1, x);
			} else {
				y.subTo(x, y);
				y.rShiftTo(1, y);
			}
			if (!(x.signum() > 0)) {
				if (g > 0) y.lShiftTo(g, y);
				setTimeout(function() {
					callback(y);
				}, 0);
			} else setTimeout(gcda1, 0);
		};
		setTimeout(gcda1, 10);
	};
	BigInteger.prototype.fromNumberAsync = function(a, b, c, callback) {
		if ("number" == typeof b) {
			if (a < 2) this.fromInt(1);
			else {
				this.fromNumber(a, c);
				if (!this.testBit(a - 1)) this.bitwiseTo(BigInteger.ONE.shiftLeft(a - 1), op_or, this);
				if (this.isEven()) this.dAddOffset(1, 0);
				var bnp_1 = this;
				var bnpfn1_1 = function() {
					bnp_1.dAddOffset(2, 0);
					if (bnp_1.bitLength() > a) bnp_1.subTo(BigInteger.ONE.shiftLeft(a - 1), bnp_1);
					if (bnp_1.isProbablePrime(b)) setTimeout(function() {
						callback();
					}, 0);
					else setTimeout(bnpfn1_1, 0);
				};
				setTimeout(bnpfn1_1, 0);
			}
		} else {
			var x = [];
			var t = a & 7;
			x.length = (a >> 3) + 1;
			b.nextBytes(x);
			if (t > 0) x[0] &= (1 << t) - 1;
			else x[0] = 0;
			this.fromString(x, 256);
		}
	};
	return BigInteger;
}();
var NullExp = function() {
	function NullExp() {}
	NullExp.prototype.convert = function(x) {
		return x;
	};
	NullExp.prototype.revert = function(x) {
		return x;
	};
	NullExp.prototype.mulTo = function(x, y, r) {
		x.multiplyTo(y, r);
	};
	NullExp.prototype.sqrTo = function(x, r) {
		x.squareTo(r);
	};
	return NullExp;
}();
var Classic = function() {
	function Classic(m) {
		this.m = m;
	}
	Classic.prototype.convert = function(x) {
		if (x.s < 0 || x.compareTo(this.m) >= 0) return x.mod(this.m);
		else return x;
	};
	Classic.prototype.revert = function(x) {
		return x;
	};
	Classic.prototype.reduce = function(x) {
		x.divRemTo(this.m, null, x);
	};
	Classic.prototype.mulTo = function(x, y, r) {
		x.multiplyTo(y, r);
		this.reduce(r);
	};
	Classic.prototype.sqrTo = function(x, r) {
		x.squareTo(r);
		this.reduce(r);
	};
	return Classic;
}();
var Montgomery = function() {
	function Montgomery(m) {
		this.m = m;
		this.mp = m.invDigit();
		this.mpl = this.mp & 32767;
		this.mph = this.mp >> 15;
		this.um = (1 << m.DB - 15) - 1;
		this.mt2 = 2 * m.t;
	}
	Montgomery.prototype.convert = function(x) {
		var r = nbi();
		x.abs().dlShiftTo(this.m.t, r);
		r.divRemTo(this.m, null, r);
		if (x.s < 0 && r.compareTo(BigInteger.ZERO) > 0) this.m.subTo(r, r);
		return r;
	};
	Montgomery.prototype.revert = function(x) {
		var r = nbi();
		x.copyTo(r);
		this.reduce(r);
		return r;
	};
	Montgomery.prototype.reduce = function(x) {
		while (x.t <= this.mt2) x[x.t++] = 0;
		for (var i = 0; i < this.m.t; ++i) {
			var j = x[i] & 32767;
			var u0 = j * this.mpl + ((j * this.mph + (x[i] >> 15) * this.mpl & this.um) << 15) & x.DM;
			j = i + this.m.t;
			x[j] += this.m.am(0, u0, x, i, 0, this.m.t);
			while (x[j] >= x.DV) {
				x[j] -= x.DV;
				x[++j]++;
			}
		}
		x.clamp();
		x.drShiftTo(this.m.t, x);
		if (x.compareTo(this.m) >= 0) x.subTo(this.m, x);
	};
	Montgomery.prototype.mulTo = function(x, y, r) {
		x.multiplyTo(y, r);
		this.reduce(r);
	};
	Montgomery.prototype.sqrTo = function(x, r) {
		x.squareTo(r);
		this.reduce(r);
	};
	return Montgomery;
}();
var Barrett = function() {
	function Barrett(m) {
		this.m = m;
		this.r2 = nbi();
		this.q3 = nbi();
		BigInteger.ONE.dlShiftTo(2 * m.t, this.r2);
		this.mu = this.r2.divide(m);
	}
	Barrett.prototype.convert = function(x) {
		if (x.s < 0 || x.t > 2 * this.m.t) return x.mod(this.m);
		else if (x.compareTo(this.m) < 0) return x;
		else {
			var r = nbi();
			x.copyTo(r);
			this.reduce(r);
			return r;
		}
	};
	Barrett.prototype.revert = function(x) {
		return x;
	};
	Barrett.prototype.reduce = function(x) {
		x.drShiftTo(this.m.t - 1, this.r2);
		if (x.t > this.m.t + 1) {
			x.t = this.m.t + 1;
			x.clamp();
		}
		this.mu.multiplyUpperTo(this.r2, this.m.t + 1, this.q3);
		this.m.multiplyLowerTo(this.q3, this.m.t + 1, this.r2);
		while (x.compareTo(this.r2) < 0) x.dAddOffset(1, this.m.t + 1);
		x.subTo(this.r2, x);
		while (x.compareTo(this.m) >= 0) x.subTo(this.m, x);
	};
	Barrett.prototype.mulTo = function(x, y, r) {
		x.multiplyTo(y, r);
		this.reduce(r);
	};
	Barrett.prototype.sqrTo = function(x, r) {
		x.squareTo(r);
		this.reduce(r);
	};
	return Barrett;
}();
function nbi() {
	return new BigInteger(null);
}
function parseBigInt(str, r) {
	return new BigInteger(str, r);
}
var inBrowser = typeof navigator !== "undefined";
if (inBrowser && j_lm && navigator.appName == "Microsoft Internet Explorer") {
	BigInteger.prototype.am = function am2(i, x, w, j, c, n) {
		var xl = x & 32767;
		var xh = x >> 15;
		while (--n >= 0) {
			var l = this[i] & 32767;
			var h = this[i++] >> 15;
			var m = xh * l + h * xl;
			l = xl * l + ((m & 32767) << 15) + w[j] + (c & 1073741823);
			c = (l >>> 30) + (m >>> 15) + xh * h + (c >>> 30);
			w[j++] = l & 1073741823;
		}
		return c;
	};
	dbits = 30;
} else if (inBrowser && j_lm && navigator.appName != "Netscape") {
	BigInteger.prototype.am = function am1(i, x, w, j, c, n) {
		while (--n >= 0) {
			var v = x * this[i++] + w[j] + c;
			c = Math.floor(v / 67108864);
			w[j++] = v & 67108863;
		}
		return c;
	};
	dbits = 26;
} else {
	BigInteger.prototype.am = function am3(i, x, w, j, c, n) {
		var xl = x & 16383;
		var xh = x >> 14;
		while (--n >= 0) {
			var l = this[i] & 16383;
			var h = this[i++] >> 14;
			var m = xh * l + h * xl;
			l = xl * l + ((m & 16383) << 14) + w[j] + c;
			c = (l >> 28) + (m >> 14) + xh * h;
			w[j++] = l & 268435455;
		}
		return c;
	};
	dbits = 28;
}
BigInteger.prototype.DB = dbits;
BigInteger.prototype.DM = (1 << dbits) - 1;
BigInteger.prototype.DV = 1 << dbits;
var BI_FP = 52;
BigInteger.prototype.FV = Math.pow(2, BI_FP);
BigInteger.prototype.F1 = BI_FP - dbits;
BigInteger.prototype.F2 = 2 * dbits - BI_FP;
var BI_RC = [];
var rr;
var vv;
rr = "0".charCodeAt(0);
for (vv = 0; vv <= 9; ++vv) BI_RC[rr++] = vv;
rr = "a".charCodeAt(0);
for (vv = 10; vv < 36; ++vv) BI_RC[rr++] = vv;
rr = "A".charCodeAt(0);
for (vv = 10; vv < 36; ++vv) BI_RC[rr++] = vv;
function intAt(s, i) {
	var c = BI_RC[s.charCodeAt(i)];
	return c == null ? -1 : c;
}
function nbv(i) {
	var r = nbi();
	r.fromInt(i);
	return r;
}
function nbits(x) {
	var r = 1;
	var t;
	if ((t = x >>> 16) != 0) {
		x = t;
		r += 16;
	}
	if ((t = x >> 8) != 0) {
		x = t;
		r += 8;
	}
	if ((t = x >> 4) != 0) {
		x = t;
		r += 4;
	}
	if ((t = x >> 2) != 0) {
		x = t;
		r += 2;
	}
	if ((t = x >> 1) != 0) {
		x = t;
		r += 1;
	}
	return r;
}
BigInteger.ZERO = nbv(0);
BigInteger.ONE = nbv(1);
// node_modules/jsencrypt/lib/lib/jsbn/prng4.js
var Arcfour = function() {
	function Arcfour() {
		this.i = 0;
		this.j = 0;
		this.S = [];
	}
	Arcfour.prototype.init = function(key) {
		var i;
		var j;
		var t;
		for (i = 0; i < 256; ++i) this.S[i] = i;
		j = 0;
		for (i = 0; i < 256; ++i) {
			j = j + this.S[i] + key[i % key.length] & 255;
			t = this.S[i];
			this.S[i] = this.S[j];
			this.S[j] = t;
		}
		this.i = 0;
		this.j = 0;
	};
	Arcfour.prototype.next = function() {
		var t;
		this.i = this.i + 1 & 255;
		this.j = this.j + this.S[this.i] & 255;
		t = this.S[this.i];
		this.S[this.i] = this.S[this.j];
		this.S[this.j] = t;
		return this.S[t + this.S[this.i] & 255];
	};
	return Arcfour;
}();
function prng_newstate() {
	return new Arcfour();
}
// node_modules/jsencrypt/lib/lib/jsbn/rng.js
var rng_state;
var rng_pool = null;
var rng_pptr;
if (rng_pool == null) {
	rng_pool = [];
	rng_pptr = 0;
	var t = void 0;
	if (typeof window !== "undefined" && self.crypto && self.crypto.getRandomValues) {
		var z = /* @__PURE__ */ new Uint32Array(256);
		self.crypto.getRandomValues(z);
		for (t = 0; t < z.length; ++t) rng_pool[rng_pptr++] = z[t] & 255;
	}
	var count = 0;
	var onMouseMoveListener_1 = function(ev) {
		count = count || 0;
		if (count >= 256 || rng_pptr >= 256) {
			if (self.removeEventListener) self.removeEventListener("mousemove", onMouseMoveListener_1, false);
			else if (self.detachEvent) self.detachEvent("onmousemove", onMouseMoveListener_1);
			return;
		}
		try {
			var mouseCoordinates = ev.x + ev.y;
			rng_pool[rng_pptr++] = mouseCoordinates & 255;
			count += 1;
		} catch (e) {}
	};
	if (typeof window !== "undefined") {
		if (self.addEventListener) self.addEventListener("mousemove", onMouseMoveListener_1, false);
		else if (self.attachEvent) self.attachEvent("onmousemove", onMouseMoveListener_1);
	}
}
function rng_get_byte() {
	if (rng_state == null) {
		rng_state = prng_newstate();
		while (rng_pptr < 256) {
			var random = Math.floor(65536 * Math.random());
			rng_pool[rng_pptr++] = random & 255;
		}
		rng_state.init(rng_pool);
		for (rng_pptr = 0; rng_pptr < rng_pool.length; ++rng_pptr) rng_pool[rng_pptr] = 0;
		rng_pptr = 0;
	}
	return rng_state.next();
}
var SecureRandom = function() {
	function SecureRandom() {}
	SecureRandom.prototype.nextBytes = function(ba) {
		for (var i = 0; i < ba.length; ++i) ba[i] = rng_get_byte();
	};
	return SecureRandom;
}();
// node_modules/jsencrypt/lib/lib/jsbn/sha256.js
function rstr_sha256(s) {
	return binb2rstr(binb_sha256(rstr2binb(s), s.length * 8));
}
function rstr2hex(input) {
	var hex_tab = "0123456789abcdef";
	var output = "";
	for (var i = 0; i < input.length; i++) {
		var x = input.charCodeAt(i);
		output += hex_tab.charAt(x >>> 4 & 15) + hex_tab.charAt(x & 15);
	}
	return output;
}
function rstr2binb(input) {
	var output = Array(input.length >> 2);
	for (var i = 0; i < output.length; i++) output[i] = 0;
	for (var i = 0; i < input.length * 8; i += 8) output[i >> 5] |= (input.charCodeAt(i / 8) & 255) << 24 - i % 32;
	return output;
}
function binb2rstr(input) {
	var output = "";
	for (var i = 0; i < input.length * 32; i += 8) output += String.fromCharCode(input[i >> 5] >>> 24 - i % 32 & 255);
	return output;
}
function sha256_S(X, n) {
	return X >>> n | X << 32 - n;
}
function sha256_R(X, n) {
	return X >>> n;
}
function sha256_Ch(x, y, z) {
	return x & y ^ ~x & z;
}
function sha256_Maj(x, y, z) {
	return x & y ^ x & z ^ y & z;
}
function sha256_Sigma0256(x) {
	return sha256_S(x, 2) ^ sha256_S(x, 13) ^ sha256_S(x, 22);
}
function sha256_Sigma1256(x) {
	return sha256_S(x, 6) ^ sha256_S(x, 11) ^ sha256_S(x, 25);
}
function sha256_Gamma0256(x) {
	return sha256_S(x, 7) ^ sha256_S(x, 18) ^ sha256_R(x, 3);
}
function sha256_Gamma1256(x) {
	return sha256_S(x, 17) ^ sha256_S(x, 19) ^ sha256_R(x, 10);
}
var sha256_K = new Array(1116352408, 1899447441, -1245643825, -373957723, 961987163, 1508970993, -1841331548, -1424204075, -670586216, 310598401, 607225278, 1426881987, 1925078388, -2132889090, -1680079193, -1046744716, -459576895, -272742522, 264347078, 604807628, 770255983, 1249150122, 1555081692, 1996064986, -1740746414, -1473132947, -1341970488, -1084653625, -958395405, -710438585, 113926993, 338241895, 666307205, 773529912, 1294757372, 1396182291, 1695183700, 1986661051, -2117940946, -1838011259, -1564481375, -1474664885, -1035236496, -949202525, -778901479, -694614492, -200395387, 275423344, 430227734, 506948616, 659060556, 883997877, 958139571, 1322822218, 1537002063, 1747873779, 1955562222, 2024104815, -2067236844, -1933114872, -1866530822, -1538233109, -1090935817, -965641998);
function binb_sha256(m, l) {
	var HASH = new Array(1779033703, -1150833019, 1013904242, -1521486534, 1359893119, -1694144372, 528734635, 1541459225);
	var W = new Array(64);
	var a, b, c, d, e, f, g, h;
	var i, j, T1, T2;
	m[l >> 5] |= 128 << 24 - l % 32;
	m[(l + 64 >> 9 << 4) + 15] = l;
	for (i = 0; i < m.length; i += 16) {
		a = HASH[0];
		b = HASH[1];
		c = HASH[2];
		d = HASH[3];
		e = HASH[4];
		f = HASH[5];
		g = HASH[6];
		h = HASH[7];
		for (j = 0; j < 64; j++) {
			if (j < 16) W[j] = m[j + i];
			else W[j] = safe_add(safe_add(safe_add(sha256_Gamma1256(W[j - 2]), W[j - 7]), sha256_Gamma0256(W[j - 15])), W[j - 16]);
			T1 = safe_add(safe_add(safe_add(safe_add(h, sha256_Sigma1256(e)), sha256_Ch(e, f, g)), sha256_K[j]), W[j]);
			T2 = safe_add(sha256_Sigma0256(a), sha256_Maj(a, b, c));
			h = g;
			g = f;
			f = e;
			e = safe_add(d, T1);
			d = c;
			c = b;
			b = a;
			a = safe_add(T1, T2);
		}
		HASH[0] = safe_add(a, HASH[0]);
		HASH[1] = safe_add(b, HASH[1]);
		HASH[2] = safe_add(c, HASH[2]);
		HASH[3] = safe_add(d, HASH[3]);
		HASH[4] = safe_add(e, HASH[4]);
		HASH[5] = safe_add(f, HASH[5]);
		HASH[6] = safe_add(g, HASH[6]);
		HASH[7] = safe_add(h, HASH[7]);
	}
	return HASH;
}
function safe_add(x, y) {
	var lsw = (x & 65535) + (y & 65535);
	return (x >> 16) + (y >> 16) + (lsw >> 16) << 16 | lsw & 65535;
}
// node_modules/jsencrypt/lib/lib/jsbn/rsa.js
function pkcs1pad1(s, n) {
	if (n < s.length + 22) {
		console.error("Message too long for RSA");
		return null;
	}
	var len = n - s.length - 6;
	var filler = "";
	for (var f = 0; f < len; f += 2) filler += "ff";
	return parseBigInt("0001" + filler + "00" + s, 16);
}
function pkcs1pad2(s, n) {
	if (n < s.length + 11) {
		console.error("Message too long for RSA");
		return null;
	}
	var ba = [];
	var i = s.length - 1;
	while (i >= 0 && n > 0) {
		var c = s.charCodeAt(i--);
		if (c < 128) ba[--n] = c;
		else if (c > 127 && c < 2048) {
			ba[--n] = c & 63 | 128;
			ba[--n] = c >> 6 | 192;
		} else {
			ba[--n] = c & 63 | 128;
			ba[--n] = c >> 6 & 63 | 128;
			ba[--n] = c >> 12 | 224;
		}
	}
	ba[--n] = 0;
	var rng = new SecureRandom();
	var x = [];
	while (n > 2) {
		x[0] = 0;
		while (x[0] == 0) rng.nextBytes(x);
		ba[--n] = x[0];
	}
	ba[--n] = 2;
	ba[--n] = 0;
	return new BigInteger(ba);
}
function oaep_mgf1_arr(seed, len, hashFunc) {
	var mask = "", i = 0;
	while (mask.length < len) {
		mask += hashFunc(String.fromCharCode.apply(String, seed.concat([
			(i & 4278190080) >> 24,
			(i & 16711680) >> 16,
			(i & 65280) >> 8,
			i & 255
		])));
		i += 1;
	}
	return mask;
}
var SHA256_SIZE = 32;
function oaep_pad(s, n) {
	var hashLen = SHA256_SIZE;
	var hashFunc = rstr_sha256;
	if (s.length + 2 * hashLen + 2 > n) throw "Message too long for RSA";
	var PS = "", i = 0;
	for (; i < n - s.length - 2 * hashLen - 2; i += 1) PS += "\0";
	var DB = hashFunc("") + PS + "" + s, seed = new Array(hashLen);
	new SecureRandom().nextBytes(seed);
	var dbMask = oaep_mgf1_arr(seed, DB.length, hashFunc), maskedDB = [];
	for (i = 0; i < DB.length; i += 1) maskedDB[i] = DB.charCodeAt(i) ^ dbMask.charCodeAt(i);
	var seedMask = oaep_mgf1_arr(maskedDB, seed.length, hashFunc), maskedSeed = [0];
	for (i = 0; i < seed.length; i += 1) maskedSeed[i + 1] = seed[i] ^ seedMask.charCodeAt(i);
	return new BigInteger(maskedSeed.concat(maskedDB));
}
var RSAKey = function() {
	function RSAKey() {
		this.n = null;
		this.e = 0;
		this.d = null;
		this.p = null;
		this.q = null;
		this.dmp1 = null;
		this.dmq1 = null;
		this.coeff = null;
	}
	RSAKey.prototype.doPublic = function(x) {
		return x.modPowInt(this.e, this.n);
	};
	RSAKey.prototype.doPrivate = function(x) {
		if (this.p == null || this.q == null) return x.modPow(this.d, this.n);
		var xp = x.mod(this.p).modPow(this.dmp1, this.p);
		var xq = x.mod(this.q).modPow(this.dmq1, this.q);
		while (xp.compareTo(xq) < 0) xp = xp.add(this.p);
		return xp.subtract(xq).multiply(this.coeff).mod(this.p).multiply(this.q).add(xq);
	};
	RSAKey.prototype.setPublic = function(N, E) {
		if (N != null && E != null && N.length > 0 && E.length > 0) {
			this.n = parseBigInt(N, 16);
			this.e = parseInt(E, 16);
		} else console.error("Invalid RSA public key");
	};
	RSAKey.prototype.encrypt = function(text, paddingFunction) {
		if (typeof paddingFunction === "undefined") paddingFunction = pkcs1pad2;
		var maxLength = this.n.bitLength() + 7 >> 3;
		var m = paddingFunction(text, maxLength);
		if (m == null) return null;
		var c = this.doPublic(m);
		if (c == null) return null;
		var h = c.toString(16);
		var length = h.length;
		for (var i = 0; i < maxLength * 2 - length; i++) h = "0" + h;
		return h;
	};
	RSAKey.prototype.setPrivate = function(N, E, D) {
		if (N != null && E != null && N.length > 0 && E.length > 0) {
			this.n = parseBigInt(N, 16);
			this.e = parseInt(E, 16);
			this.d = parseBigInt(D, 16);
		} else console.error("Invalid RSA private key");
	};
	RSAKey.prototype.setPrivateEx = function(N, E, D, P, Q, DP, DQ, C) {
		if (N != null && E != null && N.length > 0 && E.length > 0) {
			this.n = parseBigInt(N, 16);
			this.e = parseInt(E, 16);
			this.d = parseBigInt(D, 16);
			this.p = parseBigInt(P, 16);
			this.q = parseBigInt(Q, 16);
			this.dmp1 = parseBigInt(DP, 16);
			this.dmq1 = parseBigInt(DQ, 16);
			this.coeff = parseBigInt(C, 16);
		} else console.error("Invalid RSA private key");
	};
	RSAKey.prototype.generate = function(B, E) {
		var rng = new SecureRandom();
		var qs = B >> 1;
		this.e = parseInt(E, 16);
		var ee = new BigInteger(E, 16);
		for (;;) {
			for (;;) {
				this.p = new BigInteger(B - qs, 1, rng);
				if (this.p.subtract(BigInteger.ONE).gcd(ee).compareTo(BigInteger.ONE) == 0 && this.p.isProbablePrime(10)) break;
			}
			for (;;) {
				this.q = new BigInteger(qs, 1, rng);
				if (this.q.subtract(BigInteger.ONE).gcd(ee).compareTo(BigInteger.ONE) == 0 && this.q.isProbablePrime(10)) break;
			}
			if (this.p.compareTo(this.q) <= 0) {
				var t = this.p;
				this.p = this.q;
				this.q = t;
			}
			var p1 = this.p.subtract(BigInteger.ONE);
			var q1 = this.q.subtract(BigInteger.ONE);
			var phi = p1.multiply(q1);
			if (phi.gcd(ee).compareTo(BigInteger.ONE) == 0) {
				this.n = this.p.multiply(this.q);
				this.d = ee.modInverse(phi);
				this.dmp1 = this.d.mod(p1);
				this.dmq1 = this.d.mod(q1);
				this.coeff = this.q.modInverse(this.p);
				break;
			}
		}
	};
	RSAKey.prototype.decrypt = function(ctext) {
		var c = parseBigInt(ctext, 16);
		var m = this.doPrivate(c);
		if (m == null) return null;
		return pkcs1unpad2(m, this.n.bitLength() + 7 >> 3);
	};
	RSAKey.prototype.generateAsync = function(B, E, callback) {
		var rng = new SecureRandom();
		var qs = B >> 1;
		this.e = parseInt(E, 16);
		var ee = new BigInteger(E, 16);
		var rsa = this;
		var loop1 = function() {
			var loop4 = function() {
				if (rsa.p.compareTo(rsa.q) <= 0) {
					var t = rsa.p;
					rsa.p = rsa.q;
					rsa.q = t;
				}
				var p1 = rsa.p.subtract(BigInteger.ONE);
				var q1 = rsa.q.subtract(BigInteger.ONE);
				var phi = p1.multiply(q1);
				if (phi.gcd(ee).compareTo(BigInteger.ONE) == 0) {
					rsa.n = rsa.p.multiply(rsa.q);
					rsa.d = ee.modInverse(phi);
					rsa.dmp1 = rsa.d.mod(p1);
					rsa.dmq1 = rsa.d.mod(q1);
					rsa.coeff = rsa.q.modInverse(rsa.p);
					setTimeout(function() {
						callback();
					}, 0);
				} else setTimeout(loop1, 0);
			};
			var loop3 = function() {
				rsa.q = nbi();
				rsa.q.fromNumberAsync(qs, 1, rng, function() {
					rsa.q.subtract(BigInteger.ONE).gcda(ee, function(r) {
						if (r.compareTo(BigInteger.ONE) == 0 && rsa.q.isProbablePrime(10)) setTimeout(loop4, 0);
						else setTimeout(loop3, 0);
					});
				});
			};
			var loop2 = function() {
				rsa.p = nbi();
				rsa.p.fromNumberAsync(B - qs, 1, rng, function() {
					rsa.p.subtract(BigInteger.ONE).gcda(ee, function(r) {
						if (r.compareTo(BigInteger.ONE) == 0 && rsa.p.isProbablePrime(10)) setTimeout(loop3, 0);
						else setTimeout(loop2, 0);
					});
				});
			};
			setTimeout(loop2, 0);
		};
		setTimeout(loop1, 0);
	};
	RSAKey.prototype.sign = function(text, digestMethod, digestName) {
		var digest = getDigestHeader(digestName) + digestMethod(text).toString();
		var maxLength = this.n.bitLength() / 4;
		var m = pkcs1pad1(digest, maxLength);
		if (m == null) return null;
		var c = this.doPrivate(m);
		if (c == null) return null;
		var h = c.toString(16);
		var length = h.length;
		for (var i = 0; i < maxLength - length; i++) h = "0" + h;
		return h;
	};
	RSAKey.prototype.verify = function(text, signature, digestMethod) {
		var c = parseBigInt(signature, 16);
		var m = this.doPublic(c);
		if (m == null) return null;
		return removeDigestHeader(m.toString(16).replace(/^1f+00/, "")) == digestMethod(text).toString();
	};
	return RSAKey;
}();
function pkcs1unpad2(d, n) {
	var b = d.toByteArray();
	var i = 0;
	while (i < b.length && b[i] == 0) ++i;
	if (b.length - i != n - 1 || b[i] != 2) return null;
	++i;
	while (b[i] != 0) if (++i >= b.length) return null;
	var ret = "";
	while (++i < b.length) {
		var c = b[i] & 255;
		if (c < 128) ret += String.fromCharCode(c);
		else if (c > 191 && c < 224) {
			ret += String.fromCharCode((c & 31) << 6 | b[i + 1] & 63);
			++i;
		} else {
			ret += String.fromCharCode((c & 15) << 12 | (b[i + 1] & 63) << 6 | b[i + 2] & 63);
			i += 2;
		}
	}
	return ret;
}
var DIGEST_HEADERS = {
	md2: "3020300c06082a864886f70d020205000410",
	md5: "3020300c06082a864886f70d020505000410",
	sha1: "3021300906052b0e03021a05000414",
	sha224: "302d300d06096086480165030402040500041c",
	sha256: "3031300d060960864801650304020105000420",
	sha384: "3041300d060960864801650304020205000430",
	sha512: "3051300d060960864801650304020305000440",
	ripemd160: "3021300906052b2403020105000414"
};
function getDigestHeader(name) {
	return DIGEST_HEADERS[name] || "";
}
function removeDigestHeader(str) {
	for (var name_1 in DIGEST_HEADERS) if (DIGEST_HEADERS.hasOwnProperty(name_1)) {
		var header = DIGEST_HEADERS[name_1];
		var len = header.length;
		if (str.substring(0, len) == header) return str.substring(len);
	}
	return str;
}
// node_modules/jsencrypt/lib/lib/jsrsasign/asn1-1.0.js
function extendClass(subc, superc, overrides) {
	if (!superc || !subc) throw new Error("extend failed, please check that all dependencies are included.");
	var F = function() {};
	F.prototype = superc.prototype;
	subc.prototype = new F();
	subc.prototype.constructor = subc;
	subc.superclass = superc.prototype;
	if (superc.prototype.constructor == Object.prototype.constructor) superc.prototype.constructor = superc;
	if (overrides) {
		var i;
		for (i in overrides) subc.prototype[i] = overrides[i];
		var _IEEnumFix = function() {}, ADD = ["toString", "valueOf"];
		try {
			if (/MSIE/.test(navigator.userAgent)) _IEEnumFix = function(r, s) {
				for (i = 0; i < ADD.length; i = i + 1) {
					var fname = ADD[i], f = s[fname];
					if (typeof f === "function" && f != Object.prototype[fname]) r[fname] = f;
				}
			};
		} catch (ex) {}
		_IEEnumFix(subc.prototype, overrides);
	}
}
/**
* @fileOverview
* @name asn1-1.0.js
* @author Kenji Urushima kenji.urushima@gmail.com
* @version asn1 1.0.13 (2017-Jun-02)
* @since jsrsasign 2.1
* @license <a href="https://kjur.github.io/jsrsasign/license/">MIT License</a>
*/
/**
* kjur's class library name space
* <p>
* This name space provides following name spaces:
* <ul>
* <li>{@link KJUR.asn1} - ASN.1 primitive hexadecimal encoder</li>
* <li>{@link KJUR.asn1.x509} - ASN.1 structure for X.509 certificate and CRL</li>
* <li>{@link KJUR.crypto} - Java Cryptographic Extension(JCE) style MessageDigest/Signature
* class and utilities</li>
* </ul>
* </p>
* NOTE: Please ignore method summary and document of this namespace. This caused by a bug of jsdoc2.
* @name KJUR
* @namespace kjur's class library name space
*/
var KJUR = {};
/**
* kjur's ASN.1 class library name space
* <p>
* This is ITU-T X.690 ASN.1 DER encoder class library and
* class structure and methods is very similar to
* org.bouncycastle.asn1 package of
* well known BouncyCaslte Cryptography Library.
* <h4>PROVIDING ASN.1 PRIMITIVES</h4>
* Here are ASN.1 DER primitive classes.
* <ul>
* <li>0x01 {@link KJUR.asn1.DERBoolean}</li>
* <li>0x02 {@link KJUR.asn1.DERInteger}</li>
* <li>0x03 {@link KJUR.asn1.DERBitString}</li>
* <li>0x04 {@link KJUR.asn1.DEROctetString}</li>
* <li>0x05 {@link KJUR.asn1.DERNull}</li>
* <li>0x06 {@link KJUR.asn1.DERObjectIdentifier}</li>
* <li>0x0a {@link KJUR.asn1.DEREnumerated}</li>
* <li>0x0c {@link KJUR.asn1.DERUTF8String}</li>
* <li>0x12 {@link KJUR.asn1.DERNumericString}</li>
* <li>0x13 {@link KJUR.asn1.DERPrintableString}</li>
* <li>0x14 {@link KJUR.asn1.DERTeletexString}</li>
* <li>0x16 {@link KJUR.asn1.DERIA5String}</li>
* <li>0x17 {@link KJUR.asn1.DERUTCTime}</li>
* <li>0x18 {@link KJUR.asn1.DERGeneralizedTime}</li>
* <li>0x30 {@link KJUR.asn1.DERSequence}</li>
* <li>0x31 {@link KJUR.asn1.DERSet}</li>
* </ul>
* <h4>OTHER ASN.1 CLASSES</h4>
* <ul>
* <li>{@link KJUR.asn1.ASN1Object}</li>
* <li>{@link KJUR.asn1.DERAbstractString}</li>
* <li>{@link KJUR.asn1.DERAbstractTime}</li>
* <li>{@link KJUR.asn1.DERAbstractStructured}</li>
* <li>{@link KJUR.asn1.DERTaggedObject}</li>
* </ul>
* <h4>SUB NAME SPACES</h4>
* <ul>
* <li>{@link KJUR.asn1.cades} - CAdES long term signature format</li>
* <li>{@link KJUR.asn1.cms} - Cryptographic Message Syntax</li>
* <li>{@link KJUR.asn1.csr} - Certificate Signing Request (CSR/PKCS#10)</li>
* <li>{@link KJUR.asn1.tsp} - RFC 3161 Timestamping Protocol Format</li>
* <li>{@link KJUR.asn1.x509} - RFC 5280 X.509 certificate and CRL</li>
* </ul>
* </p>
* NOTE: Please ignore method summary and document of this namespace.
* This caused by a bug of jsdoc2.
* @name KJUR.asn1
* @namespace
*/
if (typeof KJUR.asn1 == "undefined" || !KJUR.asn1) KJUR.asn1 = {};
/**
* ASN1 utilities class
* @name KJUR.asn1.ASN1Util
* @class ASN1 utilities class
* @since asn1 1.0.2
*/
KJUR.asn1.ASN1Util = new function() {
	this.integerToByteHex = function(i) {
		var h = i.toString(16);
		if (h.length % 2 == 1) h = "0" + h;
		return h;
	};
	this.bigIntToMinTwosComplementsHex = function(bigIntegerValue) {
		var h = bigIntegerValue.toString(16);
		if (h.substring(0, 1) != "-") {
			if (h.length % 2 == 1) h = "0" + h;
			else if (!h.match(/^[0-7]/)) h = "00" + h;
		} else {
			var xorLen = h.substring(1).length;
			if (xorLen % 2 == 1) xorLen += 1;
			else if (!h.match(/^[0-7]/)) xorLen += 2;
			var hMask = "";
			for (var i = 0; i < xorLen; i++) hMask += "f";
			h = new BigInteger(hMask, 16).xor(bigIntegerValue).add(BigInteger.ONE).toString(16).replace(/^-/, "");
		}
		return h;
	};
	/**
	* get PEM string from hexadecimal data and header string
	* @name getPEMStringFromHex
	* @memberOf KJUR.asn1.ASN1Util
	* @function
	* @param {String} dataHex hexadecimal string of PEM body
	* @param {String} pemHeader PEM header string (ex. 'RSA PRIVATE KEY')
	* @return {String} PEM formatted string of input data
	* @description
	* This method converts a hexadecimal string to a PEM string with
	* a specified header. Its line break will be CRLF("\r\n").
	* @example
	* var pem  = KJUR.asn1.ASN1Util.getPEMStringFromHex('616161', 'RSA PRIVATE KEY');
	* // value of pem will be:
	* -----BEGIN PRIVATE KEY-----
	* YWFh
	* -----END PRIVATE KEY-----
	*/
	this.getPEMStringFromHex = function(dataHex, pemHeader) {
		return hextopem(dataHex, pemHeader);
	};
	/**
	* generate ASN1Object specifed by JSON parameters
	* @name newObject
	* @memberOf KJUR.asn1.ASN1Util
	* @function
	* @param {Array} param JSON parameter to generate ASN1Object
	* @return {KJUR.asn1.ASN1Object} generated object
	* @since asn1 1.0.3
	* @description
	* generate any ASN1Object specified by JSON param
	* including ASN.1 primitive or structured.
	* Generally 'param' can be described as follows:
	* <blockquote>
	* {TYPE-OF-ASNOBJ: ASN1OBJ-PARAMETER}
	* </blockquote>
	* 'TYPE-OF-ASN1OBJ' can be one of following symbols:
	* <ul>
	* <li>'bool' - DERBoolean</li>
	* <li>'int' - DERInteger</li>
	* <li>'bitstr' - DERBitString</li>
	* <li>'octstr' - DEROctetString</li>
	* <li>'null' - DERNull</li>
	* <li>'oid' - DERObjectIdentifier</li>
	* <li>'enum' - DEREnumerated</li>
	* <li>'utf8str' - DERUTF8String</li>
	* <li>'numstr' - DERNumericString</li>
	* <li>'prnstr' - DERPrintableString</li>
	* <li>'telstr' - DERTeletexString</li>
	* <li>'ia5str' - DERIA5String</li>
	* <li>'utctime' - DERUTCTime</li>
	* <li>'gentime' - DERGeneralizedTime</li>
	* <li>'seq' - DERSequence</li>
	* <li>'set' - DERSet</li>
	* <li>'tag' - DERTaggedObject</li>
	* </ul>
	* @example
	* newObject({'prnstr': 'aaa'});
	* newObject({'seq': [{'int': 3}, {'prnstr': 'aaa'}]})
	* // ASN.1 Tagged Object
	* newObject({'tag': {'tag': 'a1',
	*                    'explicit': true,
	*                    'obj': {'seq': [{'int': 3}, {'prnstr': 'aaa'}]}}});
	* // more simple representation of ASN.1 Tagged Object
	* newObject({'tag': ['a1',
	*                    true,
	*                    {'seq': [
	*                      {'int': 3},
	*                      {'prnstr': 'aaa'}]}
	*                   ]});
	*/
	this.newObject = function(param) {
		var _KJUR_asn1 = KJUR.asn1, _DERBoolean = _KJUR_asn1.DERBoolean, _DERInteger = _KJUR_asn1.DERInteger, _DERBitString = _KJUR_asn1.DERBitString, _DEROctetString = _KJUR_asn1.DEROctetString, _DERNull = _KJUR_asn1.DERNull, _DERObjectIdentifier = _KJUR_asn1.DERObjectIdentifier, _DEREnumerated = _KJUR_asn1.DEREnumerated, _DERUTF8String = _KJUR_asn1.DERUTF8String, _DERNumericString = _KJUR_asn1.DERNumericString, _DERPrintableString = _KJUR_asn1.DERPrintableString, _DERTeletexString = _KJUR_asn1.DERTeletexString, _DERIA5String = _KJUR_asn1.DERIA5String, _DERUTCTime = _KJUR_asn1.DERUTCTime, _DERGeneralizedTime = _KJUR_asn1.DERGeneralizedTime, _DERSequence = _KJUR_asn1.DERSequence, _DERSet = _KJUR_asn1.DERSet, _DERTaggedObject = _KJUR_asn1.DERTaggedObject, _newObject = _KJUR_asn1.ASN1Util.newObject;
		var keys = Object.keys(param);
		if (keys.length != 1) throw "key of param shall be only one.";
		var key = keys[0];
		if (":bool:int:bitstr:octstr:null:oid:enum:utf8str:numstr:prnstr:telstr:ia5str:utctime:gentime:seq:set:tag:".indexOf(":" + key + ":") == -1) throw "undefined key: " + key;
		if (key == "bool") return new _DERBoolean(param[key]);
		if (key == "int") return new _DERInteger(param[key]);
		if (key == "bitstr") return new _DERBitString(param[key]);
		if (key == "octstr") return new _DEROctetString(param[key]);
		if (key == "null") return new _DERNull(param[key]);
		if (key == "oid") return new _DERObjectIdentifier(param[key]);
		if (key == "enum") return new _DEREnumerated(param[key]);
		if (key == "utf8str") return new _DERUTF8String(param[key]);
		if (key == "numstr") return new _DERNumericString(param[key]);
		if (key == "prnstr") return new _DERPrintableString(param[key]);
		if (key == "telstr") return new _DERTeletexString(param[key]);
		if (key == "ia5str") return new _DERIA5String(param[key]);
		if (key == "utctime") return new _DERUTCTime(param[key]);
		if (key == "gentime") return new _DERGeneralizedTime(param[key]);
		if (key == "seq") {
			var paramList = param[key];
			var a = [];
			for (var i = 0; i < paramList.length; i++) {
				var asn1Obj = _newObject(paramList[i]);
				a.push(asn1Obj);
			}
			return new _DERSequence({ "array": a });
		}
		if (key == "set") {
			var paramList = param[key];
			var a = [];
			for (var i = 0; i < paramList.length; i++) {
				var asn1Obj = _newObject(paramList[i]);
				a.push(asn1Obj);
			}
			return new _DERSet({ "array": a });
		}
		if (key == "tag") {
			var tagParam = param[key];
			if (Object.prototype.toString.call(tagParam) === "[object Array]" && tagParam.length == 3) {
				var obj = _newObject(tagParam[2]);
				return new _DERTaggedObject({
					tag: tagParam[0],
					explicit: tagParam[1],
					obj
				});
			} else {
				var newParam = {};
				if (tagParam.explicit !== void 0) newParam.explicit = tagParam.explicit;
				if (tagParam.tag !== void 0) newParam.tag = tagParam.tag;
				if (tagParam.obj === void 0) throw "obj shall be specified for 'tag'.";
				newParam.obj = _newObject(tagParam.obj);
				return new _DERTaggedObject(newParam);
			}
		}
	};
	/**
	* get encoded hexadecimal string of ASN1Object specifed by JSON parameters
	* @name jsonToASN1HEX
	* @memberOf KJUR.asn1.ASN1Util
	* @function
	* @param {Array} param JSON parameter to generate ASN1Object
	* @return hexadecimal string of ASN1Object
	* @since asn1 1.0.4
	* @description
	* As for ASN.1 object representation of JSON object,
	* please see {@link newObject}.
	* @example
	* jsonToASN1HEX({'prnstr': 'aaa'});
	*/
	this.jsonToASN1HEX = function(param) {
		return this.newObject(param).getEncodedHex();
	};
}();
/**
* get dot noted oid number string from hexadecimal value of OID
* @name oidHexToInt
* @memberOf KJUR.asn1.ASN1Util
* @function
* @param {String} hex hexadecimal value of object identifier
* @return {String} dot noted string of object identifier
* @since jsrsasign 4.8.3 asn1 1.0.7
* @description
* This static method converts from hexadecimal string representation of
* ASN.1 value of object identifier to oid number string.
* @example
* KJUR.asn1.ASN1Util.oidHexToInt('550406') &rarr; "2.5.4.6"
*/
KJUR.asn1.ASN1Util.oidHexToInt = function(hex) {
	var s = "";
	var i01 = parseInt(hex.substring(0, 2), 16);
	var i0 = Math.floor(i01 / 40);
	var i1 = i01 % 40;
	var s = i0 + "." + i1;
	var binbuf = "";
	for (var i = 2; i < hex.length; i += 2) {
		var bin = ("00000000" + parseInt(hex.substring(i, i + 2), 16).toString(2)).slice(-8);
		binbuf = binbuf + bin.substring(1, 8);
		if (bin.substring(0, 1) == "0") {
			var bi = new BigInteger(binbuf, 2);
			s = s + "." + bi.toString(10);
			binbuf = "";
		}
	}
	return s;
};
/**
* get hexadecimal value of object identifier from dot noted oid value
* @name oidIntToHex
* @memberOf KJUR.asn1.ASN1Util
* @function
* @param {String} oidString dot noted string of object identifier
* @return {String} hexadecimal value of object identifier
* @since jsrsasign 4.8.3 asn1 1.0.7
* @description
* This static method converts from object identifier value string.
* to hexadecimal string representation of it.
* @example
* KJUR.asn1.ASN1Util.oidIntToHex("2.5.4.6") &rarr; "550406"
*/
KJUR.asn1.ASN1Util.oidIntToHex = function(oidString) {
	var itox = function(i) {
		var h = i.toString(16);
		if (h.length == 1) h = "0" + h;
		return h;
	};
	var roidtox = function(roid) {
		var h = "";
		var b = new BigInteger(roid, 10).toString(2);
		var padLen = 7 - b.length % 7;
		if (padLen == 7) padLen = 0;
		var bPad = "";
		for (var i = 0; i < padLen; i++) bPad += "0";
		b = bPad + b;
		for (var i = 0; i < b.length - 1; i += 7) {
			var b8 = b.substring(i, i + 7);
			if (i != b.length - 7) b8 = "1" + b8;
			h += itox(parseInt(b8, 2));
		}
		return h;
	};
	if (!oidString.match(/^[0-9.]+$/)) throw "malformed oid string: " + oidString;
	var h = "";
	var a = oidString.split(".");
	var i0 = parseInt(a[0]) * 40 + parseInt(a[1]);
	h += itox(i0);
	a.splice(0, 2);
	for (var i = 0; i < a.length; i++) h += roidtox(a[i]);
	return h;
};
/**
* base class for ASN.1 DER encoder object
* @name KJUR.asn1.ASN1Object
* @class base class for ASN.1 DER encoder object
* @property {Boolean} isModified flag whether internal data was changed
* @property {String} hTLV hexadecimal string of ASN.1 TLV
* @property {String} hT hexadecimal string of ASN.1 TLV tag(T)
* @property {String} hL hexadecimal string of ASN.1 TLV length(L)
* @property {String} hV hexadecimal string of ASN.1 TLV value(V)
* @description
*/
KJUR.asn1.ASN1Object = function() {
	/**
	* get hexadecimal ASN.1 TLV length(L) bytes from TLV value(V)
	* @name getLengthHexFromValue
	* @memberOf KJUR.asn1.ASN1Object#
	* @function
	* @return {String} hexadecimal string of ASN.1 TLV length(L)
	*/
	this.getLengthHexFromValue = function() {
		if (typeof this.hV == "undefined" || this.hV == null) throw "this.hV is null or undefined.";
		if (this.hV.length % 2 == 1) throw "value hex must be even length: n=0,v=" + this.hV;
		var n = this.hV.length / 2;
		var hN = n.toString(16);
		if (hN.length % 2 == 1) hN = "0" + hN;
		if (n < 128) return hN;
		else {
			var hNlen = hN.length / 2;
			if (hNlen > 15) throw "ASN.1 length too long to represent by 8x: n = " + n.toString(16);
			return (128 + hNlen).toString(16) + hN;
		}
	};
	/**
	* get hexadecimal string of ASN.1 TLV bytes
	* @name getEncodedHex
	* @memberOf KJUR.asn1.ASN1Object#
	* @function
	* @return {String} hexadecimal string of ASN.1 TLV
	*/
	this.getEncodedHex = function() {
		if (this.hTLV == null || this.isModified) {
			this.hV = this.getFreshValueHex();
			this.hL = this.getLengthHexFromValue();
			this.hTLV = this.hT + this.hL + this.hV;
			this.isModified = false;
		}
		return this.hTLV;
	};
	/**
	* get hexadecimal string of ASN.1 TLV value(V) bytes
	* @name getValueHex
	* @memberOf KJUR.asn1.ASN1Object#
	* @function
	* @return {String} hexadecimal string of ASN.1 TLV value(V) bytes
	*/
	this.getValueHex = function() {
		this.getEncodedHex();
		return this.hV;
	};
	this.getFreshValueHex = function() {
		return "";
	};
};
/**
* base class for ASN.1 DER string classes
* @name KJUR.asn1.DERAbstractString
* @class base class for ASN.1 DER string classes
* @param {Array} params associative array of parameters (ex. {'str': 'aaa'})
* @property {String} s internal string of value
* @extends KJUR.asn1.ASN1Object
* @description
* <br/>
* As for argument 'params' for constructor, you can specify one of
* following properties:
* <ul>
* <li>str - specify initial ASN.1 value(V) by a string</li>
* <li>hex - specify initial ASN.1 value(V) by a hexadecimal string</li>
* </ul>
* NOTE: 'params' can be omitted.
*/
KJUR.asn1.DERAbstractString = function(params) {
	KJUR.asn1.DERAbstractString.superclass.constructor.call(this);
	/**
	* get string value of this string object
	* @name getString
	* @memberOf KJUR.asn1.DERAbstractString#
	* @function
	* @return {String} string value of this string object
	*/
	this.getString = function() {
		return this.s;
	};
	/**
	* set value by a string
	* @name setString
	* @memberOf KJUR.asn1.DERAbstractString#
	* @function
	* @param {String} newS value by a string to set
	*/
	this.setString = function(newS) {
		this.hTLV = null;
		this.isModified = true;
		this.s = newS;
		this.hV = stohex(this.s);
	};
	/**
	* set value by a hexadecimal string
	* @name setStringHex
	* @memberOf KJUR.asn1.DERAbstractString#
	* @function
	* @param {String} newHexString value by a hexadecimal string to set
	*/
	this.setStringHex = function(newHexString) {
		this.hTLV = null;
		this.isModified = true;
		this.s = null;
		this.hV = newHexString;
	};
	this.getFreshValueHex = function() {
		return this.hV;
	};
	if (typeof params != "undefined") {
		if (typeof params == "string") this.setString(params);
		else if (typeof params["str"] != "undefined") this.setString(params["str"]);
		else if (typeof params["hex"] != "undefined") this.setStringHex(params["hex"]);
	}
};
extendClass(KJUR.asn1.DERAbstractString, KJUR.asn1.ASN1Object);
/**
* base class for ASN.1 DER Generalized/UTCTime class
* @name KJUR.asn1.DERAbstractTime
* @class base class for ASN.1 DER Generalized/UTCTime class
* @param {Array} params associative array of parameters (ex. {'str': '130430235959Z'})
* @extends KJUR.asn1.ASN1Object
* @description
* @see KJUR.asn1.ASN1Object - superclass
*/
KJUR.asn1.DERAbstractTime = function(params) {
	KJUR.asn1.DERAbstractTime.superclass.constructor.call(this);
	this.localDateToUTC = function(d) {
		utc = d.getTime() + d.getTimezoneOffset() * 6e4;
		return new Date(utc);
	};
	this.formatDate = function(dateObject, type, withMillis) {
		var pad = this.zeroPadding;
		var d = this.localDateToUTC(dateObject);
		var year = String(d.getFullYear());
		if (type == "utc") year = year.substring(2, 4);
		var month = pad(String(d.getMonth() + 1), 2);
		var day = pad(String(d.getDate()), 2);
		var hour = pad(String(d.getHours()), 2);
		var min = pad(String(d.getMinutes()), 2);
		var sec = pad(String(d.getSeconds()), 2);
		var s = year + month + day + hour + min + sec;
		if (withMillis === true) {
			var millis = d.getMilliseconds();
			if (millis != 0) {
				var sMillis = pad(String(millis), 3);
				sMillis = sMillis.replace(/[0]+$/, "");
				s = s + "." + sMillis;
			}
		}
		return s + "Z";
	};
	this.zeroPadding = function(s, len) {
		if (s.length >= len) return s;
		return new Array(len - s.length + 1).join("0") + s;
	};
	/**
	* get string value of this string object
	* @name getString
	* @memberOf KJUR.asn1.DERAbstractTime#
	* @function
	* @return {String} string value of this time object
	*/
	this.getString = function() {
		return this.s;
	};
	/**
	* set value by a string
	* @name setString
	* @memberOf KJUR.asn1.DERAbstractTime#
	* @function
	* @param {String} newS value by a string to set such like "130430235959Z"
	*/
	this.setString = function(newS) {
		this.hTLV = null;
		this.isModified = true;
		this.s = newS;
		this.hV = stohex(newS);
	};
	/**
	* set value by a Date object
	* @name setByDateValue
	* @memberOf KJUR.asn1.DERAbstractTime#
	* @function
	* @param {Integer} year year of date (ex. 2013)
	* @param {Integer} month month of date between 1 and 12 (ex. 12)
	* @param {Integer} day day of month
	* @param {Integer} hour hours of date
	* @param {Integer} min minutes of date
	* @param {Integer} sec seconds of date
	*/
	this.setByDateValue = function(year, month, day, hour, min, sec) {
		var dateObject = new Date(Date.UTC(year, month - 1, day, hour, min, sec, 0));
		this.setByDate(dateObject);
	};
	this.getFreshValueHex = function() {
		return this.hV;
	};
};
extendClass(KJUR.asn1.DERAbstractTime, KJUR.asn1.ASN1Object);
/**
* base class for ASN.1 DER structured class
* @name KJUR.asn1.DERAbstractStructured
* @class base class for ASN.1 DER structured class
* @property {Array} asn1Array internal array of ASN1Object
* @extends KJUR.asn1.ASN1Object
* @description
* @see KJUR.asn1.ASN1Object - superclass
*/
KJUR.asn1.DERAbstractStructured = function(params) {
	KJUR.asn1.DERAbstractString.superclass.constructor.call(this);
	/**
	* set value by array of ASN1Object
	* @name setByASN1ObjectArray
	* @memberOf KJUR.asn1.DERAbstractStructured#
	* @function
	* @param {array} asn1ObjectArray array of ASN1Object to set
	*/
	this.setByASN1ObjectArray = function(asn1ObjectArray) {
		this.hTLV = null;
		this.isModified = true;
		this.asn1Array = asn1ObjectArray;
	};
	/**
	* append an ASN1Object to internal array
	* @name appendASN1Object
	* @memberOf KJUR.asn1.DERAbstractStructured#
	* @function
	* @param {ASN1Object} asn1Object to add
	*/
	this.appendASN1Object = function(asn1Object) {
		this.hTLV = null;
		this.isModified = true;
		this.asn1Array.push(asn1Object);
	};
	this.asn1Array = new Array();
	if (typeof params != "undefined") {
		if (typeof params["array"] != "undefined") this.asn1Array = params["array"];
	}
};
extendClass(KJUR.asn1.DERAbstractStructured, KJUR.asn1.ASN1Object);
/**
* class for ASN.1 DER Boolean
* @name KJUR.asn1.DERBoolean
* @class class for ASN.1 DER Boolean
* @extends KJUR.asn1.ASN1Object
* @description
* @see KJUR.asn1.ASN1Object - superclass
*/
KJUR.asn1.DERBoolean = function() {
	KJUR.asn1.DERBoolean.superclass.constructor.call(this);
	this.hT = "01";
	this.hTLV = "0101ff";
};
extendClass(KJUR.asn1.DERBoolean, KJUR.asn1.ASN1Object);
/**
* class for ASN.1 DER Integer
* @name KJUR.asn1.DERInteger
* @class class for ASN.1 DER Integer
* @extends KJUR.asn1.ASN1Object
* @description
* <br/>
* As for argument 'params' for constructor, you can specify one of
* following properties:
* <ul>
* <li>int - specify initial ASN.1 value(V) by integer value</li>
* <li>bigint - specify initial ASN.1 value(V) by BigInteger object</li>
* <li>hex - specify initial ASN.1 value(V) by a hexadecimal string</li>
* </ul>
* NOTE: 'params' can be omitted.
*/
KJUR.asn1.DERInteger = function(params) {
	KJUR.asn1.DERInteger.superclass.constructor.call(this);
	this.hT = "02";
	/**
	* set value by Tom Wu's BigInteger object
	* @name setByBigInteger
	* @memberOf KJUR.asn1.DERInteger#
	* @function
	* @param {BigInteger} bigIntegerValue to set
	*/
	this.setByBigInteger = function(bigIntegerValue) {
		this.hTLV = null;
		this.isModified = true;
		this.hV = KJUR.asn1.ASN1Util.bigIntToMinTwosComplementsHex(bigIntegerValue);
	};
	/**
	* set value by integer value
	* @name setByInteger
	* @memberOf KJUR.asn1.DERInteger
	* @function
	* @param {Integer} integer value to set
	*/
	this.setByInteger = function(intValue) {
		var bi = new BigInteger(String(intValue), 10);
		this.setByBigInteger(bi);
	};
	/**
	* set value by integer value
	* @name setValueHex
	* @memberOf KJUR.asn1.DERInteger#
	* @function
	* @param {String} hexadecimal string of integer value
	* @description
	* <br/>
	* NOTE: Value shall be represented by minimum octet length of
	* two's complement representation.
	* @example
	* new KJUR.asn1.DERInteger(123);
	* new KJUR.asn1.DERInteger({'int': 123});
	* new KJUR.asn1.DERInteger({'hex': '1fad'});
	*/
	this.setValueHex = function(newHexString) {
		this.hV = newHexString;
	};
	this.getFreshValueHex = function() {
		return this.hV;
	};
	if (typeof params != "undefined") {
		if (typeof params["bigint"] != "undefined") this.setByBigInteger(params["bigint"]);
		else if (typeof params["int"] != "undefined") this.setByInteger(params["int"]);
		else if (typeof params == "number") this.setByInteger(params);
		else if (typeof params["hex"] != "undefined") this.setValueHex(params["hex"]);
	}
};
extendClass(KJUR.asn1.DERInteger, KJUR.asn1.ASN1Object);
/**
* class for ASN.1 DER encoded BitString primitive
* @name KJUR.asn1.DERBitString
* @class class for ASN.1 DER encoded BitString primitive
* @extends KJUR.asn1.ASN1Object
* @description
* <br/>
* As for argument 'params' for constructor, you can specify one of
* following properties:
* <ul>
* <li>bin - specify binary string (ex. '10111')</li>
* <li>array - specify array of boolean (ex. [true,false,true,true])</li>
* <li>hex - specify hexadecimal string of ASN.1 value(V) including unused bits</li>
* <li>obj - specify {@link KJUR.asn1.ASN1Util.newObject}
* argument for "BitString encapsulates" structure.</li>
* </ul>
* NOTE1: 'params' can be omitted.<br/>
* NOTE2: 'obj' parameter have been supported since
* asn1 1.0.11, jsrsasign 6.1.1 (2016-Sep-25).<br/>
* @example
* // default constructor
* o = new KJUR.asn1.DERBitString();
* // initialize with binary string
* o = new KJUR.asn1.DERBitString({bin: "1011"});
* // initialize with boolean array
* o = new KJUR.asn1.DERBitString({array: [true,false,true,true]});
* // initialize with hexadecimal string (04 is unused bits)
* o = new KJUR.asn1.DEROctetString({hex: "04bac0"});
* // initialize with ASN1Util.newObject argument for encapsulated
* o = new KJUR.asn1.DERBitString({obj: {seq: [{int: 3}, {prnstr: 'aaa'}]}});
* // above generates a ASN.1 data like this:
* // BIT STRING, encapsulates {
* //   SEQUENCE {
* //     INTEGER 3
* //     PrintableString 'aaa'
* //     }
* //   }
*/
KJUR.asn1.DERBitString = function(params) {
	if (params !== void 0 && typeof params.obj !== "undefined") params.hex = "00" + KJUR.asn1.ASN1Util.newObject(params.obj).getEncodedHex();
	KJUR.asn1.DERBitString.superclass.constructor.call(this);
	this.hT = "03";
	/**
	* set ASN.1 value(V) by a hexadecimal string including unused bits
	* @name setHexValueIncludingUnusedBits
	* @memberOf KJUR.asn1.DERBitString#
	* @function
	* @param {String} newHexStringIncludingUnusedBits
	*/
	this.setHexValueIncludingUnusedBits = function(newHexStringIncludingUnusedBits) {
		this.hTLV = null;
		this.isModified = true;
		this.hV = newHexStringIncludingUnusedBits;
	};
	/**
	* set ASN.1 value(V) by unused bit and hexadecimal string of value
	* @name setUnusedBitsAndHexValue
	* @memberOf KJUR.asn1.DERBitString#
	* @function
	* @param {Integer} unusedBits
	* @param {String} hValue
	*/
	this.setUnusedBitsAndHexValue = function(unusedBits, hValue) {
		if (unusedBits < 0 || 7 < unusedBits) throw "unused bits shall be from 0 to 7: u = " + unusedBits;
		var hUnusedBits = "0" + unusedBits;
		this.hTLV = null;
		this.isModified = true;
		this.hV = hUnusedBits + hValue;
	};
	/**
	* set ASN.1 DER BitString by binary string<br/>
	* @name setByBinaryString
	* @memberOf KJUR.asn1.DERBitString#
	* @function
	* @param {String} binaryString binary value string (i.e. '10111')
	* @description
	* Its unused bits will be calculated automatically by length of
	* 'binaryValue'. <br/>
	* NOTE: Trailing zeros '0' will be ignored.
	* @example
	* o = new KJUR.asn1.DERBitString();
	* o.setByBooleanArray("01011");
	*/
	this.setByBinaryString = function(binaryString) {
		binaryString = binaryString.replace(/0+$/, "");
		var unusedBits = 8 - binaryString.length % 8;
		if (unusedBits == 8) unusedBits = 0;
		for (var i = 0; i <= unusedBits; i++) binaryString += "0";
		var h = "";
		for (var i = 0; i < binaryString.length - 1; i += 8) {
			var b = binaryString.substring(i, i + 8);
			var x = parseInt(b, 2).toString(16);
			if (x.length == 1) x = "0" + x;
			h += x;
		}
		this.hTLV = null;
		this.isModified = true;
		this.hV = "0" + unusedBits + h;
	};
	/**
	* set ASN.1 TLV value(V) by an array of boolean<br/>
	* @name setByBooleanArray
	* @memberOf KJUR.asn1.DERBitString#
	* @function
	* @param {array} booleanArray array of boolean (ex. [true, false, true])
	* @description
	* NOTE: Trailing falses will be ignored in the ASN.1 DER Object.
	* @example
	* o = new KJUR.asn1.DERBitString();
	* o.setByBooleanArray([false, true, false, true, true]);
	*/
	this.setByBooleanArray = function(booleanArray) {
		var s = "";
		for (var i = 0; i < booleanArray.length; i++) if (booleanArray[i] == true) s += "1";
		else s += "0";
		this.setByBinaryString(s);
	};
	/**
	* generate an array of falses with specified length<br/>
	* @name newFalseArray
	* @memberOf KJUR.asn1.DERBitString
	* @function
	* @param {Integer} nLength length of array to generate
	* @return {array} array of boolean falses
	* @description
	* This static method may be useful to initialize boolean array.
	* @example
	* o = new KJUR.asn1.DERBitString();
	* o.newFalseArray(3) &rarr; [false, false, false]
	*/
	this.newFalseArray = function(nLength) {
		var a = new Array(nLength);
		for (var i = 0; i < nLength; i++) a[i] = false;
		return a;
	};
	this.getFreshValueHex = function() {
		return this.hV;
	};
	if (typeof params != "undefined") {
		if (typeof params == "string" && params.toLowerCase().match(/^[0-9a-f]+$/)) this.setHexValueIncludingUnusedBits(params);
		else if (typeof params["hex"] != "undefined") this.setHexValueIncludingUnusedBits(params["hex"]);
		else if (typeof params["bin"] != "undefined") this.setByBinaryString(params["bin"]);
		else if (typeof params["array"] != "undefined") this.setByBooleanArray(params["array"]);
	}
};
extendClass(KJUR.asn1.DERBitString, KJUR.asn1.ASN1Object);
/**
* class for ASN.1 DER OctetString<br/>
* @name KJUR.asn1.DEROctetString
* @class class for ASN.1 DER OctetString
* @param {Array} params associative array of parameters (ex. {'str': 'aaa'})
* @extends KJUR.asn1.DERAbstractString
* @description
* This class provides ASN.1 OctetString simple type.<br/>
* Supported "params" attributes are:
* <ul>
* <li>str - to set a string as a value</li>
* <li>hex - to set a hexadecimal string as a value</li>
* <li>obj - to set a encapsulated ASN.1 value by JSON object
* which is defined in {@link KJUR.asn1.ASN1Util.newObject}</li>
* </ul>
* NOTE: A parameter 'obj' have been supported
* for "OCTET STRING, encapsulates" structure.
* since asn1 1.0.11, jsrsasign 6.1.1 (2016-Sep-25).
* @see KJUR.asn1.DERAbstractString - superclass
* @example
* // default constructor
* o = new KJUR.asn1.DEROctetString();
* // initialize with string
* o = new KJUR.asn1.DEROctetString({str: "aaa"});
* // initialize with hexadecimal string
* o = new KJUR.asn1.DEROctetString({hex: "616161"});
* // initialize with ASN1Util.newObject argument
* o = new KJUR.asn1.DEROctetString({obj: {seq: [{int: 3}, {prnstr: 'aaa'}]}});
* // above generates a ASN.1 data like this:
* // OCTET STRING, encapsulates {
* //   SEQUENCE {
* //     INTEGER 3
* //     PrintableString 'aaa'
* //     }
* //   }
*/
KJUR.asn1.DEROctetString = function(params) {
	if (params !== void 0 && typeof params.obj !== "undefined") params.hex = KJUR.asn1.ASN1Util.newObject(params.obj).getEncodedHex();
	KJUR.asn1.DEROctetString.superclass.constructor.call(this, params);
	this.hT = "04";
};
extendClass(KJUR.asn1.DEROctetString, KJUR.asn1.DERAbstractString);
/**
* class for ASN.1 DER Null
* @name KJUR.asn1.DERNull
* @class class for ASN.1 DER Null
* @extends KJUR.asn1.ASN1Object
* @description
* @see KJUR.asn1.ASN1Object - superclass
*/
KJUR.asn1.DERNull = function() {
	KJUR.asn1.DERNull.superclass.constructor.call(this);
	this.hT = "05";
	this.hTLV = "0500";
};
extendClass(KJUR.asn1.DERNull, KJUR.asn1.ASN1Object);
/**
* class for ASN.1 DER ObjectIdentifier
* @name KJUR.asn1.DERObjectIdentifier
* @class class for ASN.1 DER ObjectIdentifier
* @param {Array} params associative array of parameters (ex. {'oid': '2.5.4.5'})
* @extends KJUR.asn1.ASN1Object
* @description
* <br/>
* As for argument 'params' for constructor, you can specify one of
* following properties:
* <ul>
* <li>oid - specify initial ASN.1 value(V) by a oid string (ex. 2.5.4.13)</li>
* <li>hex - specify initial ASN.1 value(V) by a hexadecimal string</li>
* </ul>
* NOTE: 'params' can be omitted.
*/
KJUR.asn1.DERObjectIdentifier = function(params) {
	var itox = function(i) {
		var h = i.toString(16);
		if (h.length == 1) h = "0" + h;
		return h;
	};
	var roidtox = function(roid) {
		var h = "";
		var b = new BigInteger(roid, 10).toString(2);
		var padLen = 7 - b.length % 7;
		if (padLen == 7) padLen = 0;
		var bPad = "";
		for (var i = 0; i < padLen; i++) bPad += "0";
		b = bPad + b;
		for (var i = 0; i < b.length - 1; i += 7) {
			var b8 = b.substring(i, i + 7);
			if (i != b.length - 7) b8 = "1" + b8;
			h += itox(parseInt(b8, 2));
		}
		return h;
	};
	KJUR.asn1.DERObjectIdentifier.superclass.constructor.call(this);
	this.hT = "06";
	/**
	* set value by a hexadecimal string
	* @name setValueHex
	* @memberOf KJUR.asn1.DERObjectIdentifier#
	* @function
	* @param {String} newHexString hexadecimal value of OID bytes
	*/
	this.setValueHex = function(newHexString) {
		this.hTLV = null;
		this.isModified = true;
		this.s = null;
		this.hV = newHexString;
	};
	/**
	* set value by a OID string<br/>
	* @name setValueOidString
	* @memberOf KJUR.asn1.DERObjectIdentifier#
	* @function
	* @param {String} oidString OID string (ex. 2.5.4.13)
	* @example
	* o = new KJUR.asn1.DERObjectIdentifier();
	* o.setValueOidString("2.5.4.13");
	*/
	this.setValueOidString = function(oidString) {
		if (!oidString.match(/^[0-9.]+$/)) throw "malformed oid string: " + oidString;
		var h = "";
		var a = oidString.split(".");
		var i0 = parseInt(a[0]) * 40 + parseInt(a[1]);
		h += itox(i0);
		a.splice(0, 2);
		for (var i = 0; i < a.length; i++) h += roidtox(a[i]);
		this.hTLV = null;
		this.isModified = true;
		this.s = null;
		this.hV = h;
	};
	/**
	* set value by a OID name
	* @name setValueName
	* @memberOf KJUR.asn1.DERObjectIdentifier#
	* @function
	* @param {String} oidName OID name (ex. 'serverAuth')
	* @since 1.0.1
	* @description
	* OID name shall be defined in 'KJUR.asn1.x509.OID.name2oidList'.
	* Otherwise raise error.
	* @example
	* o = new KJUR.asn1.DERObjectIdentifier();
	* o.setValueName("serverAuth");
	*/
	this.setValueName = function(oidName) {
		var oid = KJUR.asn1.x509.OID.name2oid(oidName);
		if (oid !== "") this.setValueOidString(oid);
		else throw "DERObjectIdentifier oidName undefined: " + oidName;
	};
	this.getFreshValueHex = function() {
		return this.hV;
	};
	if (params !== void 0) {
		if (typeof params === "string") {
			if (params.match(/^[0-2].[0-9.]+$/)) this.setValueOidString(params);
			else this.setValueName(params);
		} else if (params.oid !== void 0) this.setValueOidString(params.oid);
		else if (params.hex !== void 0) this.setValueHex(params.hex);
		else if (params.name !== void 0) this.setValueName(params.name);
	}
};
extendClass(KJUR.asn1.DERObjectIdentifier, KJUR.asn1.ASN1Object);
/**
* class for ASN.1 DER Enumerated
* @name KJUR.asn1.DEREnumerated
* @class class for ASN.1 DER Enumerated
* @extends KJUR.asn1.ASN1Object
* @description
* <br/>
* As for argument 'params' for constructor, you can specify one of
* following properties:
* <ul>
* <li>int - specify initial ASN.1 value(V) by integer value</li>
* <li>hex - specify initial ASN.1 value(V) by a hexadecimal string</li>
* </ul>
* NOTE: 'params' can be omitted.
* @example
* new KJUR.asn1.DEREnumerated(123);
* new KJUR.asn1.DEREnumerated({int: 123});
* new KJUR.asn1.DEREnumerated({hex: '1fad'});
*/
KJUR.asn1.DEREnumerated = function(params) {
	KJUR.asn1.DEREnumerated.superclass.constructor.call(this);
	this.hT = "0a";
	/**
	* set value by Tom Wu's BigInteger object
	* @name setByBigInteger
	* @memberOf KJUR.asn1.DEREnumerated#
	* @function
	* @param {BigInteger} bigIntegerValue to set
	*/
	this.setByBigInteger = function(bigIntegerValue) {
		this.hTLV = null;
		this.isModified = true;
		this.hV = KJUR.asn1.ASN1Util.bigIntToMinTwosComplementsHex(bigIntegerValue);
	};
	/**
	* set value by integer value
	* @name setByInteger
	* @memberOf KJUR.asn1.DEREnumerated#
	* @function
	* @param {Integer} integer value to set
	*/
	this.setByInteger = function(intValue) {
		var bi = new BigInteger(String(intValue), 10);
		this.setByBigInteger(bi);
	};
	/**
	* set value by integer value
	* @name setValueHex
	* @memberOf KJUR.asn1.DEREnumerated#
	* @function
	* @param {String} hexadecimal string of integer value
	* @description
	* <br/>
	* NOTE: Value shall be represented by minimum octet length of
	* two's complement representation.
	*/
	this.setValueHex = function(newHexString) {
		this.hV = newHexString;
	};
	this.getFreshValueHex = function() {
		return this.hV;
	};
	if (typeof params != "undefined") {
		if (typeof params["int"] != "undefined") this.setByInteger(params["int"]);
		else if (typeof params == "number") this.setByInteger(params);
		else if (typeof params["hex"] != "undefined") this.setValueHex(params["hex"]);
	}
};
extendClass(KJUR.asn1.DEREnumerated, KJUR.asn1.ASN1Object);
/**
* class for ASN.1 DER UTF8String
* @name KJUR.asn1.DERUTF8String
* @class class for ASN.1 DER UTF8String
* @param {Array} params associative array of parameters (ex. {'str': 'aaa'})
* @extends KJUR.asn1.DERAbstractString
* @description
* @see KJUR.asn1.DERAbstractString - superclass
*/
KJUR.asn1.DERUTF8String = function(params) {
	KJUR.asn1.DERUTF8String.superclass.constructor.call(this, params);
	this.hT = "0c";
};
extendClass(KJUR.asn1.DERUTF8String, KJUR.asn1.DERAbstractString);
/**
* class for ASN.1 DER NumericString
* @name KJUR.asn1.DERNumericString
* @class class for ASN.1 DER NumericString
* @param {Array} params associative array of parameters (ex. {'str': 'aaa'})
* @extends KJUR.asn1.DERAbstractString
* @description
* @see KJUR.asn1.DERAbstractString - superclass
*/
KJUR.asn1.DERNumericString = function(params) {
	KJUR.asn1.DERNumericString.superclass.constructor.call(this, params);
	this.hT = "12";
};
extendClass(KJUR.asn1.DERNumericString, KJUR.asn1.DERAbstractString);
/**
* class for ASN.1 DER PrintableString
* @name KJUR.asn1.DERPrintableString
* @class class for ASN.1 DER PrintableString
* @param {Array} params associative array of parameters (ex. {'str': 'aaa'})
* @extends KJUR.asn1.DERAbstractString
* @description
* @see KJUR.asn1.DERAbstractString - superclass
*/
KJUR.asn1.DERPrintableString = function(params) {
	KJUR.asn1.DERPrintableString.superclass.constructor.call(this, params);
	this.hT = "13";
};
extendClass(KJUR.asn1.DERPrintableString, KJUR.asn1.DERAbstractString);
/**
* class for ASN.1 DER TeletexString
* @name KJUR.asn1.DERTeletexString
* @class class for ASN.1 DER TeletexString
* @param {Array} params associative array of parameters (ex. {'str': 'aaa'})
* @extends KJUR.asn1.DERAbstractString
* @description
* @see KJUR.asn1.DERAbstractString - superclass
*/
KJUR.asn1.DERTeletexString = function(params) {
	KJUR.asn1.DERTeletexString.superclass.constructor.call(this, params);
	this.hT = "14";
};
extendClass(KJUR.asn1.DERTeletexString, KJUR.asn1.DERAbstractString);
/**
* class for ASN.1 DER IA5String
* @name KJUR.asn1.DERIA5String
* @class class for ASN.1 DER IA5String
* @param {Array} params associative array of parameters (ex. {'str': 'aaa'})
* @extends KJUR.asn1.DERAbstractString
* @description
* @see KJUR.asn1.DERAbstractString - superclass
*/
KJUR.asn1.DERIA5String = function(params) {
	KJUR.asn1.DERIA5String.superclass.constructor.call(this, params);
	this.hT = "16";
};
extendClass(KJUR.asn1.DERIA5String, KJUR.asn1.DERAbstractString);
/**
* class for ASN.1 DER UTCTime
* @name KJUR.asn1.DERUTCTime
* @class class for ASN.1 DER UTCTime
* @param {Array} params associative array of parameters (ex. {'str': '130430235959Z'})
* @extends KJUR.asn1.DERAbstractTime
* @description
* <br/>
* As for argument 'params' for constructor, you can specify one of
* following properties:
* <ul>
* <li>str - specify initial ASN.1 value(V) by a string (ex.'130430235959Z')</li>
* <li>hex - specify initial ASN.1 value(V) by a hexadecimal string</li>
* <li>date - specify Date object.</li>
* </ul>
* NOTE: 'params' can be omitted.
* <h4>EXAMPLES</h4>
* @example
* d1 = new KJUR.asn1.DERUTCTime();
* d1.setString('130430125959Z');
*
* d2 = new KJUR.asn1.DERUTCTime({'str': '130430125959Z'});
* d3 = new KJUR.asn1.DERUTCTime({'date': new Date(Date.UTC(2015, 0, 31, 0, 0, 0, 0))});
* d4 = new KJUR.asn1.DERUTCTime('130430125959Z');
*/
KJUR.asn1.DERUTCTime = function(params) {
	KJUR.asn1.DERUTCTime.superclass.constructor.call(this, params);
	this.hT = "17";
	/**
	* set value by a Date object<br/>
	* @name setByDate
	* @memberOf KJUR.asn1.DERUTCTime#
	* @function
	* @param {Date} dateObject Date object to set ASN.1 value(V)
	* @example
	* o = new KJUR.asn1.DERUTCTime();
	* o.setByDate(new Date("2016/12/31"));
	*/
	this.setByDate = function(dateObject) {
		this.hTLV = null;
		this.isModified = true;
		this.date = dateObject;
		this.s = this.formatDate(this.date, "utc");
		this.hV = stohex(this.s);
	};
	this.getFreshValueHex = function() {
		if (typeof this.date == "undefined" && typeof this.s == "undefined") {
			this.date = /* @__PURE__ */ new Date();
			this.s = this.formatDate(this.date, "utc");
			this.hV = stohex(this.s);
		}
		return this.hV;
	};
	if (params !== void 0) {
		if (params.str !== void 0) this.setString(params.str);
		else if (typeof params == "string" && params.match(/^[0-9]{12}Z$/)) this.setString(params);
		else if (params.hex !== void 0) this.setStringHex(params.hex);
		else if (params.date !== void 0) this.setByDate(params.date);
	}
};
extendClass(KJUR.asn1.DERUTCTime, KJUR.asn1.DERAbstractTime);
/**
* class for ASN.1 DER GeneralizedTime
* @name KJUR.asn1.DERGeneralizedTime
* @class class for ASN.1 DER GeneralizedTime
* @param {Array} params associative array of parameters (ex. {'str': '20130430235959Z'})
* @property {Boolean} withMillis flag to show milliseconds or not
* @extends KJUR.asn1.DERAbstractTime
* @description
* <br/>
* As for argument 'params' for constructor, you can specify one of
* following properties:
* <ul>
* <li>str - specify initial ASN.1 value(V) by a string (ex.'20130430235959Z')</li>
* <li>hex - specify initial ASN.1 value(V) by a hexadecimal string</li>
* <li>date - specify Date object.</li>
* <li>millis - specify flag to show milliseconds (from 1.0.6)</li>
* </ul>
* NOTE1: 'params' can be omitted.
* NOTE2: 'withMillis' property is supported from asn1 1.0.6.
*/
KJUR.asn1.DERGeneralizedTime = function(params) {
	KJUR.asn1.DERGeneralizedTime.superclass.constructor.call(this, params);
	this.hT = "18";
	this.withMillis = false;
	/**
	* set value by a Date object
	* @name setByDate
	* @memberOf KJUR.asn1.DERGeneralizedTime#
	* @function
	* @param {Date} dateObject Date object to set ASN.1 value(V)
	* @example
	* When you specify UTC time, use 'Date.UTC' method like this:<br/>
	* o1 = new DERUTCTime();
	* o1.setByDate(date);
	*
	* date = new Date(Date.UTC(2015, 0, 31, 23, 59, 59, 0)); #2015JAN31 23:59:59
	*/
	this.setByDate = function(dateObject) {
		this.hTLV = null;
		this.isModified = true;
		this.date = dateObject;
		this.s = this.formatDate(this.date, "gen", this.withMillis);
		this.hV = stohex(this.s);
	};
	this.getFreshValueHex = function() {
		if (this.date === void 0 && this.s === void 0) {
			this.date = /* @__PURE__ */ new Date();
			this.s = this.formatDate(this.date, "gen", this.withMillis);
			this.hV = stohex(this.s);
		}
		return this.hV;
	};
	if (params !== void 0) {
		if (params.str !== void 0) this.setString(params.str);
		else if (typeof params == "string" && params.match(/^[0-9]{14}Z$/)) this.setString(params);
		else if (params.hex !== void 0) this.setStringHex(params.hex);
		else if (params.date !== void 0) this.setByDate(params.date);
		if (params.millis === true) this.withMillis = true;
	}
};
extendClass(KJUR.asn1.DERGeneralizedTime, KJUR.asn1.DERAbstractTime);
/**
* class for ASN.1 DER Sequence
* @name KJUR.asn1.DERSequence
* @class class for ASN.1 DER Sequence
* @extends KJUR.asn1.DERAbstractStructured
* @description
* <br/>
* As for argument 'params' for constructor, you can specify one of
* following properties:
* <ul>
* <li>array - specify array of ASN1Object to set elements of content</li>
* </ul>
* NOTE: 'params' can be omitted.
*/
KJUR.asn1.DERSequence = function(params) {
	KJUR.asn1.DERSequence.superclass.constructor.call(this, params);
	this.hT = "30";
	this.getFreshValueHex = function() {
		var h = "";
		for (var i = 0; i < this.asn1Array.length; i++) {
			var asn1Obj = this.asn1Array[i];
			h += asn1Obj.getEncodedHex();
		}
		this.hV = h;
		return this.hV;
	};
};
extendClass(KJUR.asn1.DERSequence, KJUR.asn1.DERAbstractStructured);
/**
* class for ASN.1 DER Set
* @name KJUR.asn1.DERSet
* @class class for ASN.1 DER Set
* @extends KJUR.asn1.DERAbstractStructured
* @description
* <br/>
* As for argument 'params' for constructor, you can specify one of
* following properties:
* <ul>
* <li>array - specify array of ASN1Object to set elements of content</li>
* <li>sortflag - flag for sort (default: true). ASN.1 BER is not sorted in 'SET OF'.</li>
* </ul>
* NOTE1: 'params' can be omitted.<br/>
* NOTE2: sortflag is supported since 1.0.5.
*/
KJUR.asn1.DERSet = function(params) {
	KJUR.asn1.DERSet.superclass.constructor.call(this, params);
	this.hT = "31";
	this.sortFlag = true;
	this.getFreshValueHex = function() {
		var a = new Array();
		for (var i = 0; i < this.asn1Array.length; i++) {
			var asn1Obj = this.asn1Array[i];
			a.push(asn1Obj.getEncodedHex());
		}
		if (this.sortFlag == true) a.sort();
		this.hV = a.join("");
		return this.hV;
	};
	if (typeof params != "undefined") {
		if (typeof params.sortflag != "undefined" && params.sortflag == false) this.sortFlag = false;
	}
};
extendClass(KJUR.asn1.DERSet, KJUR.asn1.DERAbstractStructured);
/**
* class for ASN.1 DER TaggedObject
* @name KJUR.asn1.DERTaggedObject
* @class class for ASN.1 DER TaggedObject
* @extends KJUR.asn1.ASN1Object
* @description
* <br/>
* Parameter 'tagNoNex' is ASN.1 tag(T) value for this object.
* For example, if you find '[1]' tag in a ASN.1 dump,
* 'tagNoHex' will be 'a1'.
* <br/>
* As for optional argument 'params' for constructor, you can specify *ANY* of
* following properties:
* <ul>
* <li>explicit - specify true if this is explicit tag otherwise false
*     (default is 'true').</li>
* <li>tag - specify tag (default is 'a0' which means [0])</li>
* <li>obj - specify ASN1Object which is tagged</li>
* </ul>
* @example
* d1 = new KJUR.asn1.DERUTF8String({'str':'a'});
* d2 = new KJUR.asn1.DERTaggedObject({'obj': d1});
* hex = d2.getEncodedHex();
*/
KJUR.asn1.DERTaggedObject = function(params) {
	KJUR.asn1.DERTaggedObject.superclass.constructor.call(this);
	this.hT = "a0";
	this.hV = "";
	this.isExplicit = true;
	this.asn1Object = null;
	/**
	* set value by an ASN1Object
	* @name setString
	* @memberOf KJUR.asn1.DERTaggedObject#
	* @function
	* @param {Boolean} isExplicitFlag flag for explicit/implicit tag
	* @param {Integer} tagNoHex hexadecimal string of ASN.1 tag
	* @param {ASN1Object} asn1Object ASN.1 to encapsulate
	*/
	this.setASN1Object = function(isExplicitFlag, tagNoHex, asn1Object) {
		this.hT = tagNoHex;
		this.isExplicit = isExplicitFlag;
		this.asn1Object = asn1Object;
		if (this.isExplicit) {
			this.hV = this.asn1Object.getEncodedHex();
			this.hTLV = null;
			this.isModified = true;
		} else {
			this.hV = null;
			this.hTLV = asn1Object.getEncodedHex();
			this.hTLV = this.hTLV.replace(/^../, tagNoHex);
			this.isModified = false;
		}
	};
	this.getFreshValueHex = function() {
		return this.hV;
	};
	if (typeof params != "undefined") {
		if (typeof params["tag"] != "undefined") this.hT = params["tag"];
		if (typeof params["explicit"] != "undefined") this.isExplicit = params["explicit"];
		if (typeof params["obj"] != "undefined") {
			this.asn1Object = params["obj"];
			this.setASN1Object(this.isExplicit, this.hT, this.asn1Object);
		}
	}
};
extendClass(KJUR.asn1.DERTaggedObject, KJUR.asn1.ASN1Object);
// node_modules/jsencrypt/lib/JSEncryptRSAKey.js
var __extends = (function() {
	var extendStatics = function(d, b) {
		extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d, b) {
			d.__proto__ = b;
		} || function(d, b) {
			for (var p in b) if (Object.prototype.hasOwnProperty.call(b, p)) d[p] = b[p];
		};
		return extendStatics(d, b);
	};
	return function(d, b) {
		if (typeof b !== "function" && b !== null) throw new TypeError("Class extends value " + String(b) + " is not a constructor or null");
		extendStatics(d, b);
		function __() {
			this.constructor = d;
		}
		d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
	};
})();
/**
* Create a new JSEncryptRSAKey that extends Tom Wu's RSA key object.
* This object is just a decorator for parsing the key parameter
* @param {string|Object} key - The key in string format, or an object containing
* the parameters needed to build a RSAKey object.
* @constructor
*/
var JSEncryptRSAKey = function(_super) {
	__extends(JSEncryptRSAKey, _super);
	function JSEncryptRSAKey(key) {
		var _this = _super.call(this) || this;
		if (key) {
			if (typeof key === "string") _this.parseKey(key);
			else if (JSEncryptRSAKey.hasPrivateKeyProperty(key) || JSEncryptRSAKey.hasPublicKeyProperty(key)) _this.parsePropertiesFrom(key);
		}
		return _this;
	}
	/**
	* Method to parse a pem encoded string containing both a public or private key.
	* The method will translate the pem encoded string in a der encoded string and
	* will parse private key and public key parameters. This method accepts public key
	* in the rsaencryption pkcs #1 format (oid: 1.2.840.113549.1.1.1).
	*
	* @todo Check how many rsa formats use the same format of pkcs #1.
	*
	* The format is defined as:
	* PublicKeyInfo ::= SEQUENCE {
	*   algorithm       AlgorithmIdentifier,
	*   PublicKey       BIT STRING
	* }
	* Where AlgorithmIdentifier is:
	* AlgorithmIdentifier ::= SEQUENCE {
	*   algorithm       OBJECT IDENTIFIER,     the OID of the enc algorithm
	*   parameters      ANY DEFINED BY algorithm OPTIONAL (NULL for PKCS #1)
	* }
	* and PublicKey is a SEQUENCE encapsulated in a BIT STRING
	* RSAPublicKey ::= SEQUENCE {
	*   modulus           INTEGER,  -- n
	*   publicExponent    INTEGER   -- e
	* }
	* it's possible to examine the structure of the keys obtained from openssl using
	* an asn.1 dumper as the one used here to parse the components: http://lapo.it/asn1js/
	* @argument {string} pem the pem encoded string, can include the BEGIN/END header/footer
	* @private
	*/
	JSEncryptRSAKey.prototype.parseKey = function(pem) {
		try {
			var modulus = 0;
			var public_exponent = 0;
			var der = /^\s*(?:[0-9A-Fa-f][0-9A-Fa-f]\s*)+$/.test(pem) ? Hex.decode(pem) : Base64.unarmor(pem);
			var asn1 = ASN1.decode(der);
			if (asn1.sub.length === 3) asn1 = asn1.sub[2].sub[0];
			if (asn1.sub.length === 9) {
				modulus = asn1.sub[1].getHexStringValue();
				this.n = parseBigInt(modulus, 16);
				public_exponent = asn1.sub[2].getHexStringValue();
				this.e = parseInt(public_exponent, 16);
				var private_exponent = asn1.sub[3].getHexStringValue();
				this.d = parseBigInt(private_exponent, 16);
				var prime1 = asn1.sub[4].getHexStringValue();
				this.p = parseBigInt(prime1, 16);
				var prime2 = asn1.sub[5].getHexStringValue();
				this.q = parseBigInt(prime2, 16);
				var exponent1 = asn1.sub[6].getHexStringValue();
				this.dmp1 = parseBigInt(exponent1, 16);
				var exponent2 = asn1.sub[7].getHexStringValue();
				this.dmq1 = parseBigInt(exponent2, 16);
				var coefficient = asn1.sub[8].getHexStringValue();
				this.coeff = parseBigInt(coefficient, 16);
			} else if (asn1.sub.length === 2) {
				if (asn1.sub[0].sub) {
					var sequence = asn1.sub[1].sub[0];
					modulus = sequence.sub[0].getHexStringValue();
					this.n = parseBigInt(modulus, 16);
					public_exponent = sequence.sub[1].getHexStringValue();
					this.e = parseInt(public_exponent, 16);
				} else {
					modulus = asn1.sub[0].getHexStringValue();
					this.n = parseBigInt(modulus, 16);
					public_exponent = asn1.sub[1].getHexStringValue();
					this.e = parseInt(public_exponent, 16);
				}
			} else return false;
			return true;
		} catch (ex) {
			return false;
		}
	};
	/**
	* Translate rsa parameters in a hex encoded string representing the rsa key.
	*
	* The translation follow the ASN.1 notation :
	* RSAPrivateKey ::= SEQUENCE {
	*   version           Version,
	*   modulus           INTEGER,  -- n
	*   publicExponent    INTEGER,  -- e
	*   privateExponent   INTEGER,  -- d
	*   prime1            INTEGER,  -- p
	*   prime2            INTEGER,  -- q
	*   exponent1         INTEGER,  -- d mod (p1)
	*   exponent2         INTEGER,  -- d mod (q-1)
	*   coefficient       INTEGER,  -- (inverse of q) mod p
	* }
	* @returns {string}  DER Encoded String representing the rsa private key
	* @private
	*/
	JSEncryptRSAKey.prototype.getPrivateBaseKey = function() {
		var options = { array: [
			new KJUR.asn1.DERInteger({ int: 0 }),
			new KJUR.asn1.DERInteger({ bigint: this.n }),
			new KJUR.asn1.DERInteger({ int: this.e }),
			new KJUR.asn1.DERInteger({ bigint: this.d }),
			new KJUR.asn1.DERInteger({ bigint: this.p }),
			new KJUR.asn1.DERInteger({ bigint: this.q }),
			new KJUR.asn1.DERInteger({ bigint: this.dmp1 }),
			new KJUR.asn1.DERInteger({ bigint: this.dmq1 }),
			new KJUR.asn1.DERInteger({ bigint: this.coeff })
		] };
		return new KJUR.asn1.DERSequence(options).getEncodedHex();
	};
	/**
	* base64 (pem) encoded version of the DER encoded representation
	* @returns {string} pem encoded representation without header and footer
	* @public
	*/
	JSEncryptRSAKey.prototype.getPrivateBaseKeyB64 = function() {
		return hex2b64(this.getPrivateBaseKey());
	};
	/**
	* Translate rsa parameters in a hex encoded string representing the rsa public key.
	* The representation follow the ASN.1 notation :
	* PublicKeyInfo ::= SEQUENCE {
	*   algorithm       AlgorithmIdentifier,
	*   PublicKey       BIT STRING
	* }
	* Where AlgorithmIdentifier is:
	* AlgorithmIdentifier ::= SEQUENCE {
	*   algorithm       OBJECT IDENTIFIER,     the OID of the enc algorithm
	*   parameters      ANY DEFINED BY algorithm OPTIONAL (NULL for PKCS #1)
	* }
	* and PublicKey is a SEQUENCE encapsulated in a BIT STRING
	* RSAPublicKey ::= SEQUENCE {
	*   modulus           INTEGER,  -- n
	*   publicExponent    INTEGER   -- e
	* }
	* @returns {string} DER Encoded String representing the rsa public key
	* @private
	*/
	JSEncryptRSAKey.prototype.getPublicBaseKey = function() {
		var first_sequence = new KJUR.asn1.DERSequence({ array: [new KJUR.asn1.DERObjectIdentifier({ oid: "1.2.840.113549.1.1.1" }), new KJUR.asn1.DERNull()] });
		var second_sequence = new KJUR.asn1.DERSequence({ array: [new KJUR.asn1.DERInteger({ bigint: this.n }), new KJUR.asn1.DERInteger({ int: this.e })] });
		var bit_string = new KJUR.asn1.DERBitString({ hex: "00" + second_sequence.getEncodedHex() });
		return new KJUR.asn1.DERSequence({ array: [first_sequence, bit_string] }).getEncodedHex();
	};
	/**
	* base64 (pem) encoded version of the DER encoded representation
	* @returns {string} pem encoded representation without header and footer
	* @public
	*/
	JSEncryptRSAKey.prototype.getPublicBaseKeyB64 = function() {
		return hex2b64(this.getPublicBaseKey());
	};
	/**
	* wrap the string in block of width chars. The default value for rsa keys is 64
	* characters.
	* @param {string} str the pem encoded string without header and footer
	* @param {Number} [width=64] - the length the string has to be wrapped at
	* @returns {string}
	* @private
	*/
	JSEncryptRSAKey.wordwrap = function(str, width) {
		width = width || 64;
		if (!str) return str;
		var regex = "(.{1," + width + "})( +|$\n?)|(.{1," + width + "})";
		return str.match(RegExp(regex, "g")).join("\n");
	};
	/**
	* Retrieve the pem encoded private key
	* @returns {string} the pem encoded private key with header/footer
	* @public
	*/
	JSEncryptRSAKey.prototype.getPrivateKey = function() {
		var key = "-----BEGIN RSA PRIVATE KEY-----\n";
		key += JSEncryptRSAKey.wordwrap(this.getPrivateBaseKeyB64()) + "\n";
		key += "-----END RSA PRIVATE KEY-----";
		return key;
	};
	/**
	* Retrieve the pem encoded public key
	* @returns {string} the pem encoded public key with header/footer
	* @public
	*/
	JSEncryptRSAKey.prototype.getPublicKey = function() {
		var key = "-----BEGIN PUBLIC KEY-----\n";
		key += JSEncryptRSAKey.wordwrap(this.getPublicBaseKeyB64()) + "\n";
		key += "-----END PUBLIC KEY-----";
		return key;
	};
	/**
	* Check if the object contains the necessary parameters to populate the rsa modulus
	* and public exponent parameters.
	* @param {Object} [obj={}] - An object that may contain the two public key
	* parameters
	* @returns {boolean} true if the object contains both the modulus and the public exponent
	* properties (n and e)
	* @todo check for types of n and e. N should be a parseable bigInt object, E should
	* be a parseable integer number
	* @private
	*/
	JSEncryptRSAKey.hasPublicKeyProperty = function(obj) {
		obj = obj || {};
		return obj.hasOwnProperty("n") && obj.hasOwnProperty("e");
	};
	/**
	* Check if the object contains ALL the parameters of an RSA key.
	* @param {Object} [obj={}] - An object that may contain nine rsa key
	* parameters
	* @returns {boolean} true if the object contains all the parameters needed
	* @todo check for types of the parameters all the parameters but the public exponent
	* should be parseable bigint objects, the public exponent should be a parseable integer number
	* @private
	*/
	JSEncryptRSAKey.hasPrivateKeyProperty = function(obj) {
		obj = obj || {};
		return obj.hasOwnProperty("n") && obj.hasOwnProperty("e") && obj.hasOwnProperty("d") && obj.hasOwnProperty("p") && obj.hasOwnProperty("q") && obj.hasOwnProperty("dmp1") && obj.hasOwnProperty("dmq1") && obj.hasOwnProperty("coeff");
	};
	/**
	* Parse the properties of obj in the current rsa object. Obj should AT LEAST
	* include the modulus and public exponent (n, e) parameters.
	* @param {Object} obj - the object containing rsa parameters
	* @private
	*/
	JSEncryptRSAKey.prototype.parsePropertiesFrom = function(obj) {
		this.n = obj.n;
		this.e = obj.e;
		if (obj.hasOwnProperty("d")) {
			this.d = obj.d;
			this.p = obj.p;
			this.q = obj.q;
			this.dmp1 = obj.dmp1;
			this.dmq1 = obj.dmq1;
			this.coeff = obj.coeff;
		}
	};
	return JSEncryptRSAKey;
}(RSAKey);
// node_modules/jsencrypt/lib/JSEncrypt.js
var _a;
var version = typeof process !== "undefined" ? (_a = {}) === null || _a === void 0 ? void 0 : _a.npm_package_version : void 0;
/**
*
* @param {Object} [options = {}] - An object to customize JSEncrypt behaviour
* possible parameters are:
* - key                     {JSEncryptRSAKey}  default: null
* - default_key_size        {number}  default: 1024 the key size in bit
* - default_public_exponent {string}  default: '010001' the hexadecimal representation of the public exponent
* - log                     {boolean} default: false whether log warn/error or not
* @constructor
*/
var JSEncrypt = function() {
	function JSEncrypt(options) {
		if (options === void 0) options = {};
		this.default_key_size = options.default_key_size ? parseInt(options.default_key_size, 10) : 1024;
		this.default_public_exponent = options.default_public_exponent || "010001";
		this.log = options.log || false;
		this.key = options.key || null;
	}
	/**
	* Method to set the rsa key parameter (one method is enough to set both the public
	* and the private key, since the private key contains the public key paramenters)
	* Log a warning if logs are enabled
	* @param {Object|string} key the pem encoded string or an object (with or without header/footer)
	* @public
	*/
	JSEncrypt.prototype.setKey = function(key) {
		if (key) {
			if (this.log && this.key) console.warn("A key was already set, overriding existing.");
			this.key = new JSEncryptRSAKey(key);
		} else if (!this.key && this.log) console.error("A key was not set.");
	};
	/**
	* Proxy method for setKey, for api compatibility
	* @see setKey
	* @public
	*/
	JSEncrypt.prototype.setPrivateKey = function(privkey) {
		this.setKey(privkey);
	};
	/**
	* Proxy method for setKey, for api compatibility
	* @see setKey
	* @public
	*/
	JSEncrypt.prototype.setPublicKey = function(pubkey) {
		this.setKey(pubkey);
	};
	/**
	* Proxy method for RSAKey object's decrypt, decrypt the string using the private
	* components of the rsa key object. Note that if the object was not set will be created
	* on the fly (by the getKey method) using the parameters passed in the JSEncrypt constructor
	* @param {string} str base64 encoded crypted string to decrypt
	* @return {string} the decrypted string
	* @public
	*/
	JSEncrypt.prototype.decrypt = function(str) {
		try {
			return this.getKey().decrypt(b64tohex(str));
		} catch (ex) {
			return false;
		}
	};
	/**
	* Proxy method for RSAKey object's encrypt, encrypt the string using the public
	* components of the rsa key object. Note that if the object was not set will be created
	* on the fly (by the getKey method) using the parameters passed in the JSEncrypt constructor
	* @param {string} str the string to encrypt
	* @return {string} the encrypted string encoded in base64
	* @public
	*/
	JSEncrypt.prototype.encrypt = function(str) {
		try {
			return hex2b64(this.getKey().encrypt(str));
		} catch (ex) {
			return false;
		}
	};
	/**
	* Proxy method for RSAKey object's encrypt with padding: RSA_PKCS1_OAEP_PADDING and oaepHash: sha256,
	* encrypt the string using the public
	* components of the rsa key object. Note that if the object was not set will be created
	* on the fly (by the getKey method) using the parameters passed in the JSEncrypt constructor
	* @param {string} str the string to encrypt
	* @return {string} the encrypted string encoded in base64
	* @public
	*/
	JSEncrypt.prototype.encryptOAEP = function(str) {
		try {
			return hex2b64(this.getKey().encrypt(str, oaep_pad));
		} catch (ex) {
			return false;
		}
	};
	/**
	* Proxy method for RSAKey object's sign.
	* @param {string} str the string to sign
	* @param {function} digestMethod hash method
	* @param {string} digestName the name of the hash algorithm
	* @return {string} the signature encoded in base64
	* @public
	*/
	JSEncrypt.prototype.sign = function(str, digestMethod, digestName) {
		if (digestMethod === void 0) digestMethod = function(raw) {
			return raw;
		};
		if (digestName === void 0) digestName = "";
		try {
			return hex2b64(this.getKey().sign(str, digestMethod, digestName));
		} catch (ex) {
			return false;
		}
	};
	/**
	* Signs a string using the SHA-256 hash algorithm.
	* @param str the string to sign
	* @returns the base64 encoded signature or false on failure
	*/
	JSEncrypt.prototype.signSha256 = function(str) {
		return this.sign(str, function(text) {
			return rstr2hex(rstr_sha256(text));
		}, "sha256");
	};
	/**
	* Proxy method for RSAKey object's verify.
	* @param {string} str the string to verify
	* @param {string} signature the signature encoded in base64 to compare the string to
	* @param {function} digestMethod hash method
	* @return {boolean} whether the data and signature match
	* @public
	*/
	JSEncrypt.prototype.verify = function(str, signature, digestMethod) {
		if (digestMethod === void 0) digestMethod = function(raw) {
			return raw;
		};
		try {
			return this.getKey().verify(str, b64tohex(signature), digestMethod);
		} catch (ex) {
			return false;
		}
	};
	/**
	* Verifies a string using the SHA-256 hash algorithm.
	* @param str the string to verify
	* @param signature the base64 encoded signature to compare against
	* @returns whether the signature is valid
	*/
	JSEncrypt.prototype.verifySha256 = function(str, signature) {
		return this.verify(str, signature, function(text) {
			return rstr2hex(rstr_sha256(text));
		});
	};
	/**
	* Getter for the current JSEncryptRSAKey object. If it doesn't exists a new object
	* will be created and returned
	* @param {callback} [cb] the callback to be called if we want the key to be generated
	* in an async fashion
	* @returns {JSEncryptRSAKey} the JSEncryptRSAKey object
	* @public
	*/
	JSEncrypt.prototype.getKey = function(cb) {
		if (!this.key) {
			this.key = new JSEncryptRSAKey();
			if (cb && {}.toString.call(cb) === "[object Function]") {
				this.key.generateAsync(this.default_key_size, this.default_public_exponent, cb);
				return;
			}
			this.key.generate(this.default_key_size, this.default_public_exponent);
		}
		return this.key;
	};
	/**
	* Returns the pem encoded representation of the private key
	* If the key doesn't exists a new key will be created
	* @returns {string} pem encoded representation of the private key WITH header and footer
	* @public
	*/
	JSEncrypt.prototype.getPrivateKey = function() {
		return this.getKey().getPrivateKey();
	};
	/**
	* Returns the pem encoded representation of the private key
	* If the key doesn't exists a new key will be created
	* @returns {string} pem encoded representation of the private key WITHOUT header and footer
	* @public
	*/
	JSEncrypt.prototype.getPrivateKeyB64 = function() {
		return this.getKey().getPrivateBaseKeyB64();
	};
	/**
	* Returns the pem encoded representation of the public key
	* If the key doesn't exists a new key will be created
	* @returns {string} pem encoded representation of the public key WITH header and footer
	* @public
	*/
	JSEncrypt.prototype.getPublicKey = function() {
		return this.getKey().getPublicKey();
	};
	/**
	* Returns the pem encoded representation of the public key
	* If the key doesn't exists a new key will be created
	* @returns {string} pem encoded representation of the public key WITHOUT header and footer
	* @public
	*/
	JSEncrypt.prototype.getPublicKeyB64 = function() {
		return this.getKey().getPublicBaseKeyB64();
	};
	JSEncrypt.version = version;
	return JSEncrypt;
}();
// __vite-browser-external
var require___vite_browser_external = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = {};
}));
// node_modules/crypto-js/core.js
var require_core = /* @__PURE__ */ __commonJSMin(((exports, module, this$11) => {
	(function(root, factory) {
		if (typeof exports === "object") module.exports = exports = factory();
		else if (typeof define === "function" && define.amd) define([], factory);
		else root.CryptoJS = factory();
	})(this$11, function() {
		/**
		* CryptoJS core components.
		*/
		var CryptoJS = CryptoJS || function(Math, undefined) {
			var crypto;
			if (typeof window !== "undefined" && window.crypto) crypto = window.crypto;
			if (typeof self !== "undefined" && self.crypto) crypto = self.crypto;
			if (typeof globalThis !== "undefined" && globalThis.crypto) crypto = globalThis.crypto;
			if (!crypto && typeof window !== "undefined" && window.msCrypto) crypto = window.msCrypto;
			if (!crypto && typeof global !== "undefined" && global.crypto) crypto = global.crypto;
			if (!crypto && typeof __require === "function") try {
				crypto = require___vite_browser_external();
			} catch (err) {}
			var cryptoSecureRandomInt = function() {
				if (crypto) {
					if (typeof crypto.getRandomValues === "function") try {
						return crypto.getRandomValues(/* @__PURE__ */ new Uint32Array(1))[0];
					} catch (err) {}
					if (typeof crypto.randomBytes === "function") try {
						return crypto.randomBytes(4).readInt32LE();
					} catch (err) {}
				}
				throw new Error("Native crypto module could not be used to get secure random number.");
			};
			var create = Object.create || function() {
				function F() {}
				return function(obj) {
					var subtype;
					F.prototype = obj;
					subtype = new F();
					F.prototype = null;
					return subtype;
				};
			}();
			/**
			* CryptoJS namespace.
			*/
			var C = {};
			/**
			* Library namespace.
			*/
			var C_lib = C.lib = {};
			/**
			* Base object for prototypal inheritance.
			*/
			var Base = C_lib.Base = function() {
				return {
					/**
					* Creates a new object that inherits from this object.
					*
					* @param {Object} overrides Properties to copy into the new object.
					*
					* @return {Object} The new object.
					*
					* @static
					*
					* @example
					*
					*     var MyType = CryptoJS.lib.Base.extend({
					*         field: 'value',
					*
					*         method: function () {
					*         }
					*     });
					*/
					extend: function(overrides) {
						var subtype = create(this);
						if (overrides) subtype.mixIn(overrides);
						if (!subtype.hasOwnProperty("init") || this.init === subtype.init) subtype.init = function() {
							subtype.$super.init.apply(this, arguments);
						};
						subtype.init.prototype = subtype;
						subtype.$super = this;
						return subtype;
					},
					/**
					* Extends this object and runs the init method.
					* Arguments to create() will be passed to init().
					*
					* @return {Object} The new object.
					*
					* @static
					*
					* @example
					*
					*     var instance = MyType.create();
					*/
					create: function() {
						var instance = this.extend();
						instance.init.apply(instance, arguments);
						return instance;
					},
					/**
					* Initializes a newly created object.
					* Override this method to add some logic when your objects are created.
					*
					* @example
					*
					*     var MyType = CryptoJS.lib.Base.extend({
					*         init: function () {
					*             // ...
					*         }
					*     });
					*/
					init: function() {},
					/**
					* Copies properties into this object.
					*
					* @param {Object} properties The properties to mix in.
					*
					* @example
					*
					*     MyType.mixIn({
					*         field: 'value'
					*     });
					*/
					mixIn: function(properties) {
						for (var propertyName in properties) if (properties.hasOwnProperty(propertyName)) this[propertyName] = properties[propertyName];
						if (properties.hasOwnProperty("toString")) this.toString = properties.toString;
					},
					/**
					* Creates a copy of this object.
					*
					* @return {Object} The clone.
					*
					* @example
					*
					*     var clone = instance.clone();
					*/
					clone: function() {
						return this.init.prototype.extend(this);
					}
				};
			}();
			/**
			* An array of 32-bit words.
			*
			* @property {Array} words The array of 32-bit words.
			* @property {number} sigBytes The number of significant bytes in this word array.
			*/
			var WordArray = C_lib.WordArray = Base.extend({
				/**
				* Initializes a newly created word array.
				*
				* @param {Array} words (Optional) An array of 32-bit words.
				* @param {number} sigBytes (Optional) The number of significant bytes in the words.
				*
				* @example
				*
				*     var wordArray = CryptoJS.lib.WordArray.create();
				*     var wordArray = CryptoJS.lib.WordArray.create([0x00010203, 0x04050607]);
				*     var wordArray = CryptoJS.lib.WordArray.create([0x00010203, 0x04050607], 6);
				*/
				init: function(words, sigBytes) {
					words = this.words = words || [];
					if (sigBytes != undefined) this.sigBytes = sigBytes;
					else this.sigBytes = words.length * 4;
				},
				/**
				* Converts this word array to a string.
				*
				* @param {Encoder} encoder (Optional) The encoding strategy to use. Default: CryptoJS.enc.Hex
				*
				* @return {string} The stringified word array.
				*
				* @example
				*
				*     var string = wordArray + '';
				*     var string = wordArray.toString();
				*     var string = wordArray.toString(CryptoJS.enc.Utf8);
				*/
				toString: function(encoder) {
					return (encoder || Hex).stringify(this);
				},
				/**
				* Concatenates a word array to this word array.
				*
				* @param {WordArray} wordArray The word array to append.
				*
				* @return {WordArray} This word array.
				*
				* @example
				*
				*     wordArray1.concat(wordArray2);
				*/
				concat: function(wordArray) {
					var thisWords = this.words;
					var thatWords = wordArray.words;
					var thisSigBytes = this.sigBytes;
					var thatSigBytes = wordArray.sigBytes;
					this.clamp();
					if (thisSigBytes % 4) for (var i = 0; i < thatSigBytes; i++) {
						var thatByte = thatWords[i >>> 2] >>> 24 - i % 4 * 8 & 255;
						thisWords[thisSigBytes + i >>> 2] |= thatByte << 24 - (thisSigBytes + i) % 4 * 8;
					}
					else for (var j = 0; j < thatSigBytes; j += 4) thisWords[thisSigBytes + j >>> 2] = thatWords[j >>> 2];
					this.sigBytes += thatSigBytes;
					return this;
				},
				/**
				* Removes insignificant bits.
				*
				* @example
				*
				*     wordArray.clamp();
				*/
				clamp: function() {
					var words = this.words;
					var sigBytes = this.sigBytes;
					words[sigBytes >>> 2] &= 4294967295 << 32 - sigBytes % 4 * 8;
					words.length = Math.ceil(sigBytes / 4);
				},
				/**
				* Creates a copy of this word array.
				*
				* @return {WordArray} The clone.
				*
				* @example
				*
				*     var clone = wordArray.clone();
				*/
				clone: function() {
					var clone = Base.clone.call(this);
					clone.words = this.words.slice(0);
					return clone;
				},
				/**
				* Creates a word array filled with random bytes.
				*
				* @param {number} nBytes The number of random bytes to generate.
				*
				* @return {WordArray} The random word array.
				*
				* @static
				*
				* @example
				*
				*     var wordArray = CryptoJS.lib.WordArray.random(16);
				*/
				random: function(nBytes) {
					var words = [];
					for (var i = 0; i < nBytes; i += 4) words.push(cryptoSecureRandomInt());
					return new WordArray.init(words, nBytes);
				}
			});
			/**
			* Encoder namespace.
			*/
			var C_enc = C.enc = {};
			/**
			* Hex encoding strategy.
			*/
			var Hex = C_enc.Hex = {
				/**
				* Converts a word array to a hex string.
				*
				* @param {WordArray} wordArray The word array.
				*
				* @return {string} The hex string.
				*
				* @static
				*
				* @example
				*
				*     var hexString = CryptoJS.enc.Hex.stringify(wordArray);
				*/
				stringify: function(wordArray) {
					var words = wordArray.words;
					var sigBytes = wordArray.sigBytes;
					var hexChars = [];
					for (var i = 0; i < sigBytes; i++) {
						var bite = words[i >>> 2] >>> 24 - i % 4 * 8 & 255;
						hexChars.push((bite >>> 4).toString(16));
						hexChars.push((bite & 15).toString(16));
					}
					return hexChars.join("");
				},
				/**
				* Converts a hex string to a word array.
				*
				* @param {string} hexStr The hex string.
				*
				* @return {WordArray} The word array.
				*
				* @static
				*
				* @example
				*
				*     var wordArray = CryptoJS.enc.Hex.parse(hexString);
				*/
				parse: function(hexStr) {
					var hexStrLength = hexStr.length;
					var words = [];
					for (var i = 0; i < hexStrLength; i += 2) words[i >>> 3] |= parseInt(hexStr.substr(i, 2), 16) << 24 - i % 8 * 4;
					return new WordArray.init(words, hexStrLength / 2);
				}
			};
			/**
			* Latin1 encoding strategy.
			*/
			var Latin1 = C_enc.Latin1 = {
				/**
				* Converts a word array to a Latin1 string.
				*
				* @param {WordArray} wordArray The word array.
				*
				* @return {string} The Latin1 string.
				*
				* @static
				*
				* @example
				*
				*     var latin1String = CryptoJS.enc.Latin1.stringify(wordArray);
				*/
				stringify: function(wordArray) {
					var words = wordArray.words;
					var sigBytes = wordArray.sigBytes;
					var latin1Chars = [];
					for (var i = 0; i < sigBytes; i++) {
						var bite = words[i >>> 2] >>> 24 - i % 4 * 8 & 255;
						latin1Chars.push(String.fromCharCode(bite));
					}
					return latin1Chars.join("");
				},
				/**
				* Converts a Latin1 string to a word array.
				*
				* @param {string} latin1Str The Latin1 string.
				*
				* @return {WordArray} The word array.
				*
				* @static
				*
				* @example
				*
				*     var wordArray = CryptoJS.enc.Latin1.parse(latin1String);
				*/
				parse: function(latin1Str) {
					var latin1StrLength = latin1Str.length;
					var words = [];
					for (var i = 0; i < latin1StrLength; i++) words[i >>> 2] |= (latin1Str.charCodeAt(i) & 255) << 24 - i % 4 * 8;
					return new WordArray.init(words, latin1StrLength);
				}
			};
			/**
			* UTF-8 encoding strategy.
			*/
			var Utf8 = C_enc.Utf8 = {
				/**
				* Converts a word array to a UTF-8 string.
				*
				* @param {WordArray} wordArray The word array.
				*
				* @return {string} The UTF-8 string.
				*
				* @static
				*
				* @example
				*
				*     var utf8String = CryptoJS.enc.Utf8.stringify(wordArray);
				*/
				stringify: function(wordArray) {
					try {
						return decodeURIComponent(escape(Latin1.stringify(wordArray)));
					} catch (e) {
						throw new Error("Malformed UTF-8 data");
					}
				},
				/**
				* Converts a UTF-8 string to a word array.
				*
				* @param {string} utf8Str The UTF-8 string.
				*
				* @return {WordArray} The word array.
				*
				* @static
				*
				* @example
				*
				*     var wordArray = CryptoJS.enc.Utf8.parse(utf8String);
				*/
				parse: function(utf8Str) {
					return Latin1.parse(unescape(encodeURIComponent(utf8Str)));
				}
			};
			/**
			* Abstract buffered block algorithm template.
			*
			* The property blockSize must be implemented in a concrete subtype.
			*
			* @property {number} _minBufferSize The number of blocks that should be kept unprocessed in the buffer. Default: 0
			*/
			var BufferedBlockAlgorithm = C_lib.BufferedBlockAlgorithm = Base.extend({
				/**
				* Resets this block algorithm's data buffer to its initial state.
				*
				* @example
				*
				*     bufferedBlockAlgorithm.reset();
				*/
				reset: function() {
					this._data = new WordArray.init();
					this._nDataBytes = 0;
				},
				/**
				* Adds new data to this block algorithm's buffer.
				*
				* @param {WordArray|string} data The data to append. Strings are converted to a WordArray using UTF-8.
				*
				* @example
				*
				*     bufferedBlockAlgorithm._append('data');
				*     bufferedBlockAlgorithm._append(wordArray);
				*/
				_append: function(data) {
					if (typeof data == "string") data = Utf8.parse(data);
					this._data.concat(data);
					this._nDataBytes += data.sigBytes;
				},
				/**
				* Processes available data blocks.
				*
				* This method invokes _doProcessBlock(offset), which must be implemented by a concrete subtype.
				*
				* @param {boolean} doFlush Whether all blocks and partial blocks should be processed.
				*
				* @return {WordArray} The processed data.
				*
				* @example
				*
				*     var processedData = bufferedBlockAlgorithm._process();
				*     var processedData = bufferedBlockAlgorithm._process(!!'flush');
				*/
				_process: function(doFlush) {
					var processedWords;
					var data = this._data;
					var dataWords = data.words;
					var dataSigBytes = data.sigBytes;
					var blockSize = this.blockSize;
					var nBlocksReady = dataSigBytes / (blockSize * 4);
					if (doFlush) nBlocksReady = Math.ceil(nBlocksReady);
					else nBlocksReady = Math.max((nBlocksReady | 0) - this._minBufferSize, 0);
					var nWordsReady = nBlocksReady * blockSize;
					var nBytesReady = Math.min(nWordsReady * 4, dataSigBytes);
					if (nWordsReady) {
						for (var offset = 0; offset < nWordsReady; offset += blockSize) this._doProcessBlock(dataWords, offset);
						processedWords = dataWords.splice(0, nWordsReady);
						data.sigBytes -= nBytesReady;
					}
					return new WordArray.init(processedWords, nBytesReady);
				},
				/**
				* Creates a copy of this object.
				*
				* @return {Object} The clone.
				*
				* @example
				*
				*     var clone = bufferedBlockAlgorithm.clone();
				*/
				clone: function() {
					var clone = Base.clone.call(this);
					clone._data = this._data.clone();
					return clone;
				},
				_minBufferSize: 0
			});
			C_lib.Hasher = BufferedBlockAlgorithm.extend({
				/**
				* Configuration options.
				*/
				cfg: Base.extend(),
				/**
				* Initializes a newly created hasher.
				*
				* @param {Object} cfg (Optional) The configuration options to use for this hash computation.
				*
				* @example
				*
				*     var hasher = CryptoJS.algo.SHA256.create();
				*/
				init: function(cfg) {
					this.cfg = this.cfg.extend(cfg);
					this.reset();
				},
				/**
				* Resets this hasher to its initial state.
				*
				* @example
				*
				*     hasher.reset();
				*/
				reset: function() {
					BufferedBlockAlgorithm.reset.call(this);
					this._doReset();
				},
				/**
				* Updates this hasher with a message.
				*
				* @param {WordArray|string} messageUpdate The message to append.
				*
				* @return {Hasher} This hasher.
				*
				* @example
				*
				*     hasher.update('message');
				*     hasher.update(wordArray);
				*/
				update: function(messageUpdate) {
					this._append(messageUpdate);
					this._process();
					return this;
				},
				/**
				* Finalizes the hash computation.
				* Note that the finalize operation is effectively a destructive, read-once operation.
				*
				* @param {WordArray|string} messageUpdate (Optional) A final message update.
				*
				* @return {WordArray} The hash.
				*
				* @example
				*
				*     var hash = hasher.finalize();
				*     var hash = hasher.finalize('message');
				*     var hash = hasher.finalize(wordArray);
				*/
				finalize: function(messageUpdate) {
					if (messageUpdate) this._append(messageUpdate);
					return this._doFinalize();
				},
				blockSize: 16,
				/**
				* Creates a shortcut function to a hasher's object interface.
				*
				* @param {Hasher} hasher The hasher to create a helper for.
				*
				* @return {Function} The shortcut function.
				*
				* @static
				*
				* @example
				*
				*     var SHA256 = CryptoJS.lib.Hasher._createHelper(CryptoJS.algo.SHA256);
				*/
				_createHelper: function(hasher) {
					return function(message, cfg) {
						return new hasher.init(cfg).finalize(message);
					};
				},
				/**
				* Creates a shortcut function to the HMAC's object interface.
				*
				* @param {Hasher} hasher The hasher to use in this HMAC helper.
				*
				* @return {Function} The shortcut function.
				*
				* @static
				*
				* @example
				*
				*     var HmacSHA256 = CryptoJS.lib.Hasher._createHmacHelper(CryptoJS.algo.SHA256);
				*/
				_createHmacHelper: function(hasher) {
					return function(message, key) {
						return new C_algo.HMAC.init(hasher, key).finalize(message);
					};
				}
			});
			/**
			* Algorithm namespace.
			*/
			var C_algo = C.algo = {};
			return C;
		}(Math);
		return CryptoJS;
	});
}));
// node_modules/crypto-js/enc-base64.js
var require_enc_base64 = /* @__PURE__ */ __commonJSMin(((exports, module, this$10) => {
	(function(root, factory) {
		if (typeof exports === "object") module.exports = exports = factory(require_core());
		else if (typeof define === "function" && define.amd) define(["./core"], factory);
		else factory(root.CryptoJS);
	})(this$10, function(CryptoJS) {
		(function() {
			var C = CryptoJS;
			var WordArray = C.lib.WordArray;
			var C_enc = C.enc;
			C_enc.Base64 = {
				/**
				* Converts a word array to a Base64 string.
				*
				* @param {WordArray} wordArray The word array.
				*
				* @return {string} The Base64 string.
				*
				* @static
				*
				* @example
				*
				*     var base64String = CryptoJS.enc.Base64.stringify(wordArray);
				*/
				stringify: function(wordArray) {
					var words = wordArray.words;
					var sigBytes = wordArray.sigBytes;
					var map = this._map;
					wordArray.clamp();
					var base64Chars = [];
					for (var i = 0; i < sigBytes; i += 3) {
						var byte1 = words[i >>> 2] >>> 24 - i % 4 * 8 & 255;
						var byte2 = words[i + 1 >>> 2] >>> 24 - (i + 1) % 4 * 8 & 255;
						var byte3 = words[i + 2 >>> 2] >>> 24 - (i + 2) % 4 * 8 & 255;
						var triplet = byte1 << 16 | byte2 << 8 | byte3;
						for (var j = 0; j < 4 && i + j * .75 < sigBytes; j++) base64Chars.push(map.charAt(triplet >>> 6 * (3 - j) & 63));
					}
					var paddingChar = map.charAt(64);
					if (paddingChar) while (base64Chars.length % 4) base64Chars.push(paddingChar);
					return base64Chars.join("");
				},
				/**
				* Converts a Base64 string to a word array.
				*
				* @param {string} base64Str The Base64 string.
				*
				* @return {WordArray} The word array.
				*
				* @static
				*
				* @example
				*
				*     var wordArray = CryptoJS.enc.Base64.parse(base64String);
				*/
				parse: function(base64Str) {
					var base64StrLength = base64Str.length;
					var map = this._map;
					var reverseMap = this._reverseMap;
					if (!reverseMap) {
						reverseMap = this._reverseMap = [];
						for (var j = 0; j < map.length; j++) reverseMap[map.charCodeAt(j)] = j;
					}
					var paddingChar = map.charAt(64);
					if (paddingChar) {
						var paddingIndex = base64Str.indexOf(paddingChar);
						if (paddingIndex !== -1) base64StrLength = paddingIndex;
					}
					return parseLoop(base64Str, base64StrLength, reverseMap);
				},
				_map: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="
			};
			function parseLoop(base64Str, base64StrLength, reverseMap) {
				var words = [];
				var nBytes = 0;
				for (var i = 0; i < base64StrLength; i++) if (i % 4) {
					var bitsCombined = reverseMap[base64Str.charCodeAt(i - 1)] << i % 4 * 2 | reverseMap[base64Str.charCodeAt(i)] >>> 6 - i % 4 * 2;
					words[nBytes >>> 2] |= bitsCombined << 24 - nBytes % 4 * 8;
					nBytes++;
				}
				return WordArray.create(words, nBytes);
			}
		})();
		return CryptoJS.enc.Base64;
	});
}));
// node_modules/crypto-js/md5.js
var require_md5 = /* @__PURE__ */ __commonJSMin(((exports, module, this$9) => {
	(function(root, factory) {
		if (typeof exports === "object") module.exports = exports = factory(require_core());
		else if (typeof define === "function" && define.amd) define(["./core"], factory);
		else factory(root.CryptoJS);
	})(this$9, function(CryptoJS) {
		(function(Math) {
			var C = CryptoJS;
			var C_lib = C.lib;
			var WordArray = C_lib.WordArray;
			var Hasher = C_lib.Hasher;
			var C_algo = C.algo;
			var T = [];
			(function() {
				for (var i = 0; i < 64; i++) T[i] = Math.abs(Math.sin(i + 1)) * 4294967296 | 0;
			})();
			/**
			* MD5 hash algorithm.
			*/
			var MD5 = C_algo.MD5 = Hasher.extend({
				_doReset: function() {
					this._hash = new WordArray.init([
						1732584193,
						4023233417,
						2562383102,
						271733878
					]);
				},
				_doProcessBlock: function(M, offset) {
					for (var i = 0; i < 16; i++) {
						var offset_i = offset + i;
						var M_offset_i = M[offset_i];
						M[offset_i] = (M_offset_i << 8 | M_offset_i >>> 24) & 16711935 | (M_offset_i << 24 | M_offset_i >>> 8) & 4278255360;
					}
					var H = this._hash.words;
					var M_offset_0 = M[offset + 0];
					var M_offset_1 = M[offset + 1];
					var M_offset_2 = M[offset + 2];
					var M_offset_3 = M[offset + 3];
					var M_offset_4 = M[offset + 4];
					var M_offset_5 = M[offset + 5];
					var M_offset_6 = M[offset + 6];
					var M_offset_7 = M[offset + 7];
					var M_offset_8 = M[offset + 8];
					var M_offset_9 = M[offset + 9];
					var M_offset_10 = M[offset + 10];
					var M_offset_11 = M[offset + 11];
					var M_offset_12 = M[offset + 12];
					var M_offset_13 = M[offset + 13];
					var M_offset_14 = M[offset + 14];
					var M_offset_15 = M[offset + 15];
					var a = H[0];
					var b = H[1];
					var c = H[2];
					var d = H[3];
					a = FF(a, b, c, d, M_offset_0, 7, T[0]);
					d = FF(d, a, b, c, M_offset_1, 12, T[1]);
					c = FF(c, d, a, b, M_offset_2, 17, T[2]);
					b = FF(b, c, d, a, M_offset_3, 22, T[3]);
					a = FF(a, b, c, d, M_offset_4, 7, T[4]);
					d = FF(d, a, b, c, M_offset_5, 12, T[5]);
					c = FF(c, d, a, b, M_offset_6, 17, T[6]);
					b = FF(b, c, d, a, M_offset_7, 22, T[7]);
					a = FF(a, b, c, d, M_offset_8, 7, T[8]);
					d = FF(d, a, b, c, M_offset_9, 12, T[9]);
					c = FF(c, d, a, b, M_offset_10, 17, T[10]);
					b = FF(b, c, d, a, M_offset_11, 22, T[11]);
					a = FF(a, b, c, d, M_offset_12, 7, T[12]);
					d = FF(d, a, b, c, M_offset_13, 12, T[13]);
					c = FF(c, d, a, b, M_offset_14, 17, T[14]);
					b = FF(b, c, d, a, M_offset_15, 22, T[15]);
					a = GG(a, b, c, d, M_offset_1, 5, T[16]);
					d = GG(d, a, b, c, M_offset_6, 9, T[17]);
					c = GG(c, d, a, b, M_offset_11, 14, T[18]);
					b = GG(b, c, d, a, M_offset_0, 20, T[19]);
					a = GG(a, b, c, d, M_offset_5, 5, T[20]);
					d = GG(d, a, b, c, M_offset_10, 9, T[21]);
					c = GG(c, d, a, b, M_offset_15, 14, T[22]);
					b = GG(b, c, d, a, M_offset_4, 20, T[23]);
					a = GG(a, b, c, d, M_offset_9, 5, T[24]);
					d = GG(d, a, b, c, M_offset_14, 9, T[25]);
					c = GG(c, d, a, b, M_offset_3, 14, T[26]);
					b = GG(b, c, d, a, M_offset_8, 20, T[27]);
					a = GG(a, b, c, d, M_offset_13, 5, T[28]);
					d = GG(d, a, b, c, M_offset_2, 9, T[29]);
					c = GG(c, d, a, b, M_offset_7, 14, T[30]);
					b = GG(b, c, d, a, M_offset_12, 20, T[31]);
					a = HH(a, b, c, d, M_offset_5, 4, T[32]);
					d = HH(d, a, b, c, M_offset_8, 11, T[33]);
					c = HH(c, d, a, b, M_offset_11, 16, T[34]);
					b = HH(b, c, d, a, M_offset_14, 23, T[35]);
					a = HH(a, b, c, d, M_offset_1, 4, T[36]);
					d = HH(d, a, b, c, M_offset_4, 11, T[37]);
					c = HH(c, d, a, b, M_offset_7, 16, T[38]);
					b = HH(b, c, d, a, M_offset_10, 23, T[39]);
					a = HH(a, b, c, d, M_offset_13, 4, T[40]);
					d = HH(d, a, b, c, M_offset_0, 11, T[41]);
					c = HH(c, d, a, b, M_offset_3, 16, T[42]);
					b = HH(b, c, d, a, M_offset_6, 23, T[43]);
					a = HH(a, b, c, d, M_offset_9, 4, T[44]);
					d = HH(d, a, b, c, M_offset_12, 11, T[45]);
					c = HH(c, d, a, b, M_offset_15, 16, T[46]);
					b = HH(b, c, d, a, M_offset_2, 23, T[47]);
					a = II(a, b, c, d, M_offset_0, 6, T[48]);
					d = II(d, a, b, c, M_offset_7, 10, T[49]);
					c = II(c, d, a, b, M_offset_14, 15, T[50]);
					b = II(b, c, d, a, M_offset_5, 21, T[51]);
					a = II(a, b, c, d, M_offset_12, 6, T[52]);
					d = II(d, a, b, c, M_offset_3, 10, T[53]);
					c = II(c, d, a, b, M_offset_10, 15, T[54]);
					b = II(b, c, d, a, M_offset_1, 21, T[55]);
					a = II(a, b, c, d, M_offset_8, 6, T[56]);
					d = II(d, a, b, c, M_offset_15, 10, T[57]);
					c = II(c, d, a, b, M_offset_6, 15, T[58]);
					b = II(b, c, d, a, M_offset_13, 21, T[59]);
					a = II(a, b, c, d, M_offset_4, 6, T[60]);
					d = II(d, a, b, c, M_offset_11, 10, T[61]);
					c = II(c, d, a, b, M_offset_2, 15, T[62]);
					b = II(b, c, d, a, M_offset_9, 21, T[63]);
					H[0] = H[0] + a | 0;
					H[1] = H[1] + b | 0;
					H[2] = H[2] + c | 0;
					H[3] = H[3] + d | 0;
				},
				_doFinalize: function() {
					var data = this._data;
					var dataWords = data.words;
					var nBitsTotal = this._nDataBytes * 8;
					var nBitsLeft = data.sigBytes * 8;
					dataWords[nBitsLeft >>> 5] |= 128 << 24 - nBitsLeft % 32;
					var nBitsTotalH = Math.floor(nBitsTotal / 4294967296);
					var nBitsTotalL = nBitsTotal;
					dataWords[(nBitsLeft + 64 >>> 9 << 4) + 15] = (nBitsTotalH << 8 | nBitsTotalH >>> 24) & 16711935 | (nBitsTotalH << 24 | nBitsTotalH >>> 8) & 4278255360;
					dataWords[(nBitsLeft + 64 >>> 9 << 4) + 14] = (nBitsTotalL << 8 | nBitsTotalL >>> 24) & 16711935 | (nBitsTotalL << 24 | nBitsTotalL >>> 8) & 4278255360;
					data.sigBytes = (dataWords.length + 1) * 4;
					this._process();
					var hash = this._hash;
					var H = hash.words;
					for (var i = 0; i < 4; i++) {
						var H_i = H[i];
						H[i] = (H_i << 8 | H_i >>> 24) & 16711935 | (H_i << 24 | H_i >>> 8) & 4278255360;
					}
					return hash;
				},
				clone: function() {
					var clone = Hasher.clone.call(this);
					clone._hash = this._hash.clone();
					return clone;
				}
			});
			function FF(a, b, c, d, x, s, t) {
				var n = a + (b & c | ~b & d) + x + t;
				return (n << s | n >>> 32 - s) + b;
			}
			function GG(a, b, c, d, x, s, t) {
				var n = a + (b & d | c & ~d) + x + t;
				return (n << s | n >>> 32 - s) + b;
			}
			function HH(a, b, c, d, x, s, t) {
				var n = a + (b ^ c ^ d) + x + t;
				return (n << s | n >>> 32 - s) + b;
			}
			function II(a, b, c, d, x, s, t) {
				var n = a + (c ^ (b | ~d)) + x + t;
				return (n << s | n >>> 32 - s) + b;
			}
			/**
			* Shortcut function to the hasher's object interface.
			*
			* @param {WordArray|string} message The message to hash.
			*
			* @return {WordArray} The hash.
			*
			* @static
			*
			* @example
			*
			*     var hash = CryptoJS.MD5('message');
			*     var hash = CryptoJS.MD5(wordArray);
			*/
			C.MD5 = Hasher._createHelper(MD5);
			/**
			* Shortcut function to the HMAC's object interface.
			*
			* @param {WordArray|string} message The message to hash.
			* @param {WordArray|string} key The secret key.
			*
			* @return {WordArray} The HMAC.
			*
			* @static
			*
			* @example
			*
			*     var hmac = CryptoJS.HmacMD5(message, key);
			*/
			C.HmacMD5 = Hasher._createHmacHelper(MD5);
		})(Math);
		return CryptoJS.MD5;
	});
}));
// node_modules/crypto-js/sha1.js
var require_sha1 = /* @__PURE__ */ __commonJSMin(((exports, module, this$8) => {
	(function(root, factory) {
		if (typeof exports === "object") module.exports = exports = factory(require_core());
		else if (typeof define === "function" && define.amd) define(["./core"], factory);
		else factory(root.CryptoJS);
	})(this$8, function(CryptoJS) {
		(function() {
			var C = CryptoJS;
			var C_lib = C.lib;
			var WordArray = C_lib.WordArray;
			var Hasher = C_lib.Hasher;
			var C_algo = C.algo;
			var W = [];
			/**
			* SHA-1 hash algorithm.
			*/
			var SHA1 = C_algo.SHA1 = Hasher.extend({
				_doReset: function() {
					this._hash = new WordArray.init([
						1732584193,
						4023233417,
						2562383102,
						271733878,
						3285377520
					]);
				},
				_doProcessBlock: function(M, offset) {
					var H = this._hash.words;
					var a = H[0];
					var b = H[1];
					var c = H[2];
					var d = H[3];
					var e = H[4];
					for (var i = 0; i < 80; i++) {
						if (i < 16) W[i] = M[offset + i] | 0;
						else {
							var n = W[i - 3] ^ W[i - 8] ^ W[i - 14] ^ W[i - 16];
							W[i] = n << 1 | n >>> 31;
						}
						var t = (a << 5 | a >>> 27) + e + W[i];
						if (i < 20) t += (b & c | ~b & d) + 1518500249;
						else if (i < 40) t += (b ^ c ^ d) + 1859775393;
						else if (i < 60) t += (b & c | b & d | c & d) - 1894007588;
						else t += (b ^ c ^ d) - 899497514;
						e = d;
						d = c;
						c = b << 30 | b >>> 2;
						b = a;
						a = t;
					}
					H[0] = H[0] + a | 0;
					H[1] = H[1] + b | 0;
					H[2] = H[2] + c | 0;
					H[3] = H[3] + d | 0;
					H[4] = H[4] + e | 0;
				},
				_doFinalize: function() {
					var data = this._data;
					var dataWords = data.words;
					var nBitsTotal = this._nDataBytes * 8;
					var nBitsLeft = data.sigBytes * 8;
					dataWords[nBitsLeft >>> 5] |= 128 << 24 - nBitsLeft % 32;
					dataWords[(nBitsLeft + 64 >>> 9 << 4) + 14] = Math.floor(nBitsTotal / 4294967296);
					dataWords[(nBitsLeft + 64 >>> 9 << 4) + 15] = nBitsTotal;
					data.sigBytes = dataWords.length * 4;
					this._process();
					return this._hash;
				},
				clone: function() {
					var clone = Hasher.clone.call(this);
					clone._hash = this._hash.clone();
					return clone;
				}
			});
			/**
			* Shortcut function to the hasher's object interface.
			*
			* @param {WordArray|string} message The message to hash.
			*
			* @return {WordArray} The hash.
			*
			* @static
			*
			* @example
			*
			*     var hash = CryptoJS.SHA1('message');
			*     var hash = CryptoJS.SHA1(wordArray);
			*/
			C.SHA1 = Hasher._createHelper(SHA1);
			/**
			* Shortcut function to the HMAC's object interface.
			*
			* @param {WordArray|string} message The message to hash.
			* @param {WordArray|string} key The secret key.
			*
			* @return {WordArray} The HMAC.
			*
			* @static
			*
			* @example
			*
			*     var hmac = CryptoJS.HmacSHA1(message, key);
			*/
			C.HmacSHA1 = Hasher._createHmacHelper(SHA1);
		})();
		return CryptoJS.SHA1;
	});
}));
// node_modules/crypto-js/hmac.js
var require_hmac = /* @__PURE__ */ __commonJSMin(((exports, module, this$7) => {
	(function(root, factory) {
		if (typeof exports === "object") module.exports = exports = factory(require_core());
		else if (typeof define === "function" && define.amd) define(["./core"], factory);
		else factory(root.CryptoJS);
	})(this$7, function(CryptoJS) {
		(function() {
			var C = CryptoJS;
			var Base = C.lib.Base;
			var Utf8 = C.enc.Utf8;
			var C_algo = C.algo;
			C_algo.HMAC = Base.extend({
				/**
				* Initializes a newly created HMAC.
				*
				* @param {Hasher} hasher The hash algorithm to use.
				* @param {WordArray|string} key The secret key.
				*
				* @example
				*
				*     var hmacHasher = CryptoJS.algo.HMAC.create(CryptoJS.algo.SHA256, key);
				*/
				init: function(hasher, key) {
					hasher = this._hasher = new hasher.init();
					if (typeof key == "string") key = Utf8.parse(key);
					var hasherBlockSize = hasher.blockSize;
					var hasherBlockSizeBytes = hasherBlockSize * 4;
					if (key.sigBytes > hasherBlockSizeBytes) key = hasher.finalize(key);
					key.clamp();
					var oKey = this._oKey = key.clone();
					var iKey = this._iKey = key.clone();
					var oKeyWords = oKey.words;
					var iKeyWords = iKey.words;
					for (var i = 0; i < hasherBlockSize; i++) {
						oKeyWords[i] ^= 1549556828;
						iKeyWords[i] ^= 909522486;
					}
					oKey.sigBytes = iKey.sigBytes = hasherBlockSizeBytes;
					this.reset();
				},
				/**
				* Resets this HMAC to its initial state.
				*
				* @example
				*
				*     hmacHasher.reset();
				*/
				reset: function() {
					var hasher = this._hasher;
					hasher.reset();
					hasher.update(this._iKey);
				},
				/**
				* Updates this HMAC with a message.
				*
				* @param {WordArray|string} messageUpdate The message to append.
				*
				* @return {HMAC} This HMAC instance.
				*
				* @example
				*
				*     hmacHasher.update('message');
				*     hmacHasher.update(wordArray);
				*/
				update: function(messageUpdate) {
					this._hasher.update(messageUpdate);
					return this;
				},
				/**
				* Finalizes the HMAC computation.
				* Note that the finalize operation is effectively a destructive, read-once operation.
				*
				* @param {WordArray|string} messageUpdate (Optional) A final message update.
				*
				* @return {WordArray} The HMAC.
				*
				* @example
				*
				*     var hmac = hmacHasher.finalize();
				*     var hmac = hmacHasher.finalize('message');
				*     var hmac = hmacHasher.finalize(wordArray);
				*/
				finalize: function(messageUpdate) {
					var hasher = this._hasher;
					var innerHash = hasher.finalize(messageUpdate);
					hasher.reset();
					return hasher.finalize(this._oKey.clone().concat(innerHash));
				}
			});
		})();
	});
}));
// node_modules/crypto-js/evpkdf.js
var require_evpkdf = /* @__PURE__ */ __commonJSMin(((exports, module, this$6) => {
	(function(root, factory, undef) {
		if (typeof exports === "object") module.exports = exports = factory(require_core(), require_sha1(), require_hmac());
		else if (typeof define === "function" && define.amd) define([
			"./core",
			"./sha1",
			"./hmac"
		], factory);
		else factory(root.CryptoJS);
	})(this$6, function(CryptoJS) {
		(function() {
			var C = CryptoJS;
			var C_lib = C.lib;
			var Base = C_lib.Base;
			var WordArray = C_lib.WordArray;
			var C_algo = C.algo;
			var MD5 = C_algo.MD5;
			/**
			* This key derivation function is meant to conform with EVP_BytesToKey.
			* www.openssl.org/docs/crypto/EVP_BytesToKey.html
			*/
			var EvpKDF = C_algo.EvpKDF = Base.extend({
				/**
				* Configuration options.
				*
				* @property {number} keySize The key size in words to generate. Default: 4 (128 bits)
				* @property {Hasher} hasher The hash algorithm to use. Default: MD5
				* @property {number} iterations The number of iterations to perform. Default: 1
				*/
				cfg: Base.extend({
					keySize: 4,
					hasher: MD5,
					iterations: 1
				}),
				/**
				* Initializes a newly created key derivation function.
				*
				* @param {Object} cfg (Optional) The configuration options to use for the derivation.
				*
				* @example
				*
				*     var kdf = CryptoJS.algo.EvpKDF.create();
				*     var kdf = CryptoJS.algo.EvpKDF.create({ keySize: 8 });
				*     var kdf = CryptoJS.algo.EvpKDF.create({ keySize: 8, iterations: 1000 });
				*/
				init: function(cfg) {
					this.cfg = this.cfg.extend(cfg);
				},
				/**
				* Derives a key from a password.
				*
				* @param {WordArray|string} password The password.
				* @param {WordArray|string} salt A salt.
				*
				* @return {WordArray} The derived key.
				*
				* @example
				*
				*     var key = kdf.compute(password, salt);
				*/
				compute: function(password, salt) {
					var block;
					var cfg = this.cfg;
					var hasher = cfg.hasher.create();
					var derivedKey = WordArray.create();
					var derivedKeyWords = derivedKey.words;
					var keySize = cfg.keySize;
					var iterations = cfg.iterations;
					while (derivedKeyWords.length < keySize) {
						if (block) hasher.update(block);
						block = hasher.update(password).finalize(salt);
						hasher.reset();
						for (var i = 1; i < iterations; i++) {
							block = hasher.finalize(block);
							hasher.reset();
						}
						derivedKey.concat(block);
					}
					derivedKey.sigBytes = keySize * 4;
					return derivedKey;
				}
			});
			/**
			* Derives a key from a password.
			*
			* @param {WordArray|string} password The password.
			* @param {WordArray|string} salt A salt.
			* @param {Object} cfg (Optional) The configuration options to use for this computation.
			*
			* @return {WordArray} The derived key.
			*
			* @static
			*
			* @example
			*
			*     var key = CryptoJS.EvpKDF(password, salt);
			*     var key = CryptoJS.EvpKDF(password, salt, { keySize: 8 });
			*     var key = CryptoJS.EvpKDF(password, salt, { keySize: 8, iterations: 1000 });
			*/
			C.EvpKDF = function(password, salt, cfg) {
				return EvpKDF.create(cfg).compute(password, salt);
			};
		})();
		return CryptoJS.EvpKDF;
	});
}));
// node_modules/crypto-js/cipher-core.js
var require_cipher_core = /* @__PURE__ */ __commonJSMin(((exports, module, this$5) => {
	(function(root, factory, undef) {
		if (typeof exports === "object") module.exports = exports = factory(require_core(), require_evpkdf());
		else if (typeof define === "function" && define.amd) define(["./core", "./evpkdf"], factory);
		else factory(root.CryptoJS);
	})(this$5, function(CryptoJS) {
		/**
		* Cipher core components.
		*/
		CryptoJS.lib.Cipher || function(undefined) {
			var C = CryptoJS;
			var C_lib = C.lib;
			var Base = C_lib.Base;
			var WordArray = C_lib.WordArray;
			var BufferedBlockAlgorithm = C_lib.BufferedBlockAlgorithm;
			var C_enc = C.enc;
			C_enc.Utf8;
			var Base64 = C_enc.Base64;
			var EvpKDF = C.algo.EvpKDF;
			/**
			* Abstract base cipher template.
			*
			* @property {number} keySize This cipher's key size. Default: 4 (128 bits)
			* @property {number} ivSize This cipher's IV size. Default: 4 (128 bits)
			* @property {number} _ENC_XFORM_MODE A constant representing encryption mode.
			* @property {number} _DEC_XFORM_MODE A constant representing decryption mode.
			*/
			var Cipher = C_lib.Cipher = BufferedBlockAlgorithm.extend({
				/**
				* Configuration options.
				*
				* @property {WordArray} iv The IV to use for this operation.
				*/
				cfg: Base.extend(),
				/**
				* Creates this cipher in encryption mode.
				*
				* @param {WordArray} key The key.
				* @param {Object} cfg (Optional) The configuration options to use for this operation.
				*
				* @return {Cipher} A cipher instance.
				*
				* @static
				*
				* @example
				*
				*     var cipher = CryptoJS.algo.AES.createEncryptor(keyWordArray, { iv: ivWordArray });
				*/
				createEncryptor: function(key, cfg) {
					return this.create(this._ENC_XFORM_MODE, key, cfg);
				},
				/**
				* Creates this cipher in decryption mode.
				*
				* @param {WordArray} key The key.
				* @param {Object} cfg (Optional) The configuration options to use for this operation.
				*
				* @return {Cipher} A cipher instance.
				*
				* @static
				*
				* @example
				*
				*     var cipher = CryptoJS.algo.AES.createDecryptor(keyWordArray, { iv: ivWordArray });
				*/
				createDecryptor: function(key, cfg) {
					return this.create(this._DEC_XFORM_MODE, key, cfg);
				},
				/**
				* Initializes a newly created cipher.
				*
				* @param {number} xformMode Either the encryption or decryption transormation mode constant.
				* @param {WordArray} key The key.
				* @param {Object} cfg (Optional) The configuration options to use for this operation.
				*
				* @example
				*
				*     var cipher = CryptoJS.algo.AES.create(CryptoJS.algo.AES._ENC_XFORM_MODE, keyWordArray, { iv: ivWordArray });
				*/
				init: function(xformMode, key, cfg) {
					this.cfg = this.cfg.extend(cfg);
					this._xformMode = xformMode;
					this._key = key;
					this.reset();
				},
				/**
				* Resets this cipher to its initial state.
				*
				* @example
				*
				*     cipher.reset();
				*/
				reset: function() {
					BufferedBlockAlgorithm.reset.call(this);
					this._doReset();
				},
				/**
				* Adds data to be encrypted or decrypted.
				*
				* @param {WordArray|string} dataUpdate The data to encrypt or decrypt.
				*
				* @return {WordArray} The data after processing.
				*
				* @example
				*
				*     var encrypted = cipher.process('data');
				*     var encrypted = cipher.process(wordArray);
				*/
				process: function(dataUpdate) {
					this._append(dataUpdate);
					return this._process();
				},
				/**
				* Finalizes the encryption or decryption process.
				* Note that the finalize operation is effectively a destructive, read-once operation.
				*
				* @param {WordArray|string} dataUpdate The final data to encrypt or decrypt.
				*
				* @return {WordArray} The data after final processing.
				*
				* @example
				*
				*     var encrypted = cipher.finalize();
				*     var encrypted = cipher.finalize('data');
				*     var encrypted = cipher.finalize(wordArray);
				*/
				finalize: function(dataUpdate) {
					if (dataUpdate) this._append(dataUpdate);
					return this._doFinalize();
				},
				keySize: 4,
				ivSize: 4,
				_ENC_XFORM_MODE: 1,
				_DEC_XFORM_MODE: 2,
				/**
				* Creates shortcut functions to a cipher's object interface.
				*
				* @param {Cipher} cipher The cipher to create a helper for.
				*
				* @return {Object} An object with encrypt and decrypt shortcut functions.
				*
				* @static
				*
				* @example
				*
				*     var AES = CryptoJS.lib.Cipher._createHelper(CryptoJS.algo.AES);
				*/
				_createHelper: function() {
					function selectCipherStrategy(key) {
						if (typeof key == "string") return PasswordBasedCipher;
						else return SerializableCipher;
					}
					return function(cipher) {
						return {
							encrypt: function(message, key, cfg) {
								return selectCipherStrategy(key).encrypt(cipher, message, key, cfg);
							},
							decrypt: function(ciphertext, key, cfg) {
								return selectCipherStrategy(key).decrypt(cipher, ciphertext, key, cfg);
							}
						};
					};
				}()
			});
			C_lib.StreamCipher = Cipher.extend({
				_doFinalize: function() {
					return this._process(true);
				},
				blockSize: 1
			});
			/**
			* Mode namespace.
			*/
			var C_mode = C.mode = {};
			/**
			* Abstract base block cipher mode template.
			*/
			var BlockCipherMode = C_lib.BlockCipherMode = Base.extend({
				/**
				* Creates this mode for encryption.
				*
				* @param {Cipher} cipher A block cipher instance.
				* @param {Array} iv The IV words.
				*
				* @static
				*
				* @example
				*
				*     var mode = CryptoJS.mode.CBC.createEncryptor(cipher, iv.words);
				*/
				createEncryptor: function(cipher, iv) {
					return this.Encryptor.create(cipher, iv);
				},
				/**
				* Creates this mode for decryption.
				*
				* @param {Cipher} cipher A block cipher instance.
				* @param {Array} iv The IV words.
				*
				* @static
				*
				* @example
				*
				*     var mode = CryptoJS.mode.CBC.createDecryptor(cipher, iv.words);
				*/
				createDecryptor: function(cipher, iv) {
					return this.Decryptor.create(cipher, iv);
				},
				/**
				* Initializes a newly created mode.
				*
				* @param {Cipher} cipher A block cipher instance.
				* @param {Array} iv The IV words.
				*
				* @example
				*
				*     var mode = CryptoJS.mode.CBC.Encryptor.create(cipher, iv.words);
				*/
				init: function(cipher, iv) {
					this._cipher = cipher;
					this._iv = iv;
				}
			});
			/**
			* Cipher Block Chaining mode.
			*/
			var CBC = C_mode.CBC = function() {
				/**
				* Abstract base CBC mode.
				*/
				var CBC = BlockCipherMode.extend();
				/**
				* CBC encryptor.
				*/
				CBC.Encryptor = CBC.extend({ 
				/**
				* Processes the data block at offset.
				*
				* @param {Array} words The data words to operate on.
				* @param {number} offset The offset where the block starts.
				*
				* @example
				*
				*     mode.processBlock(data.words, offset);
				*/
processBlock: function(words, offset) {
					var cipher = this._cipher;
					var blockSize = cipher.blockSize;
					xorBlock.call(this, words, offset, blockSize);
					cipher.encryptBlock(words, offset);
					this._prevBlock = words.slice(offset, offset + blockSize);
				} });
				/**
				* CBC decryptor.
				*/
				CBC.Decryptor = CBC.extend({ 
				/**
				* Processes the data block at offset.
				*
				* @param {Array} words The data words to operate on.
				* @param {number} offset The offset where the block starts.
				*
				* @example
				*
				*     mode.processBlock(data.words, offset);
				*/
processBlock: function(words, offset) {
					var cipher = this._cipher;
					var blockSize = cipher.blockSize;
					var thisBlock = words.slice(offset, offset + blockSize);
					cipher.decryptBlock(words, offset);
					xorBlock.call(this, words, offset, blockSize);
					this._prevBlock = thisBlock;
				} });
				function xorBlock(words, offset, blockSize) {
					var block;
					var iv = this._iv;
					if (iv) {
						block = iv;
						this._iv = undefined;
					} else block = this._prevBlock;
					for (var i = 0; i < blockSize; i++) words[offset + i] ^= block[i];
				}
				return CBC;
			}();
			/**
			* Padding namespace.
			*/
			var C_pad = C.pad = {};
			/**
			* PKCS #5/7 padding strategy.
			*/
			var Pkcs7 = C_pad.Pkcs7 = {
				/**
				* Pads data using the algorithm defined in PKCS #5/7.
				*
				* @param {WordArray} data The data to pad.
				* @param {number} blockSize The multiple that the data should be padded to.
				*
				* @static
				*
				* @example
				*
				*     CryptoJS.pad.Pkcs7.pad(wordArray, 4);
				*/
				pad: function(data, blockSize) {
					var blockSizeBytes = blockSize * 4;
					var nPaddingBytes = blockSizeBytes - data.sigBytes % blockSizeBytes;
					var paddingWord = nPaddingBytes << 24 | nPaddingBytes << 16 | nPaddingBytes << 8 | nPaddingBytes;
					var paddingWords = [];
					for (var i = 0; i < nPaddingBytes; i += 4) paddingWords.push(paddingWord);
					var padding = WordArray.create(paddingWords, nPaddingBytes);
					data.concat(padding);
				},
				/**
				* Unpads data that had been padded using the algorithm defined in PKCS #5/7.
				*
				* @param {WordArray} data The data to unpad.
				*
				* @static
				*
				* @example
				*
				*     CryptoJS.pad.Pkcs7.unpad(wordArray);
				*/
				unpad: function(data) {
					var nPaddingBytes = data.words[data.sigBytes - 1 >>> 2] & 255;
					data.sigBytes -= nPaddingBytes;
				}
			};
			C_lib.BlockCipher = Cipher.extend({
				/**
				* Configuration options.
				*
				* @property {Mode} mode The block mode to use. Default: CBC
				* @property {Padding} padding The padding strategy to use. Default: Pkcs7
				*/
				cfg: Cipher.cfg.extend({
					mode: CBC,
					padding: Pkcs7
				}),
				reset: function() {
					var modeCreator;
					Cipher.reset.call(this);
					var cfg = this.cfg;
					var iv = cfg.iv;
					var mode = cfg.mode;
					if (this._xformMode == this._ENC_XFORM_MODE) modeCreator = mode.createEncryptor;
					else {
						modeCreator = mode.createDecryptor;
						this._minBufferSize = 1;
					}
					if (this._mode && this._mode.__creator == modeCreator) this._mode.init(this, iv && iv.words);
					else {
						this._mode = modeCreator.call(mode, this, iv && iv.words);
						this._mode.__creator = modeCreator;
					}
				},
				_doProcessBlock: function(words, offset) {
					this._mode.processBlock(words, offset);
				},
				_doFinalize: function() {
					var finalProcessedBlocks;
					var padding = this.cfg.padding;
					if (this._xformMode == this._ENC_XFORM_MODE) {
						padding.pad(this._data, this.blockSize);
						finalProcessedBlocks = this._process(true);
					} else {
						finalProcessedBlocks = this._process(true);
						padding.unpad(finalProcessedBlocks);
					}
					return finalProcessedBlocks;
				},
				blockSize: 4
			});
			/**
			* A collection of cipher parameters.
			*
			* @property {WordArray} ciphertext The raw ciphertext.
			* @property {WordArray} key The key to this ciphertext.
			* @property {WordArray} iv The IV used in the ciphering operation.
			* @property {WordArray} salt The salt used with a key derivation function.
			* @property {Cipher} algorithm The cipher algorithm.
			* @property {Mode} mode The block mode used in the ciphering operation.
			* @property {Padding} padding The padding scheme used in the ciphering operation.
			* @property {number} blockSize The block size of the cipher.
			* @property {Format} formatter The default formatting strategy to convert this cipher params object to a string.
			*/
			var CipherParams = C_lib.CipherParams = Base.extend({
				/**
				* Initializes a newly created cipher params object.
				*
				* @param {Object} cipherParams An object with any of the possible cipher parameters.
				*
				* @example
				*
				*     var cipherParams = CryptoJS.lib.CipherParams.create({
				*         ciphertext: ciphertextWordArray,
				*         key: keyWordArray,
				*         iv: ivWordArray,
				*         salt: saltWordArray,
				*         algorithm: CryptoJS.algo.AES,
				*         mode: CryptoJS.mode.CBC,
				*         padding: CryptoJS.pad.PKCS7,
				*         blockSize: 4,
				*         formatter: CryptoJS.format.OpenSSL
				*     });
				*/
				init: function(cipherParams) {
					this.mixIn(cipherParams);
				},
				/**
				* Converts this cipher params object to a string.
				*
				* @param {Format} formatter (Optional) The formatting strategy to use.
				*
				* @return {string} The stringified cipher params.
				*
				* @throws Error If neither the formatter nor the default formatter is set.
				*
				* @example
				*
				*     var string = cipherParams + '';
				*     var string = cipherParams.toString();
				*     var string = cipherParams.toString(CryptoJS.format.OpenSSL);
				*/
				toString: function(formatter) {
					return (formatter || this.formatter).stringify(this);
				}
			});
			/**
			* Format namespace.
			*/
			var C_format = C.format = {};
			/**
			* OpenSSL formatting strategy.
			*/
			var OpenSSLFormatter = C_format.OpenSSL = {
				/**
				* Converts a cipher params object to an OpenSSL-compatible string.
				*
				* @param {CipherParams} cipherParams The cipher params object.
				*
				* @return {string} The OpenSSL-compatible string.
				*
				* @static
				*
				* @example
				*
				*     var openSSLString = CryptoJS.format.OpenSSL.stringify(cipherParams);
				*/
				stringify: function(cipherParams) {
					var wordArray;
					var ciphertext = cipherParams.ciphertext;
					var salt = cipherParams.salt;
					if (salt) wordArray = WordArray.create([1398893684, 1701076831]).concat(salt).concat(ciphertext);
					else wordArray = ciphertext;
					return wordArray.toString(Base64);
				},
				/**
				* Converts an OpenSSL-compatible string to a cipher params object.
				*
				* @param {string} openSSLStr The OpenSSL-compatible string.
				*
				* @return {CipherParams} The cipher params object.
				*
				* @static
				*
				* @example
				*
				*     var cipherParams = CryptoJS.format.OpenSSL.parse(openSSLString);
				*/
				parse: function(openSSLStr) {
					var salt;
					var ciphertext = Base64.parse(openSSLStr);
					var ciphertextWords = ciphertext.words;
					if (ciphertextWords[0] == 1398893684 && ciphertextWords[1] == 1701076831) {
						salt = WordArray.create(ciphertextWords.slice(2, 4));
						ciphertextWords.splice(0, 4);
						ciphertext.sigBytes -= 16;
					}
					return CipherParams.create({
						ciphertext,
						salt
					});
				}
			};
			/**
			* A cipher wrapper that returns ciphertext as a serializable cipher params object.
			*/
			var SerializableCipher = C_lib.SerializableCipher = Base.extend({
				/**
				* Configuration options.
				*
				* @property {Formatter} format The formatting strategy to convert cipher param objects to and from a string. Default: OpenSSL
				*/
				cfg: Base.extend({ format: OpenSSLFormatter }),
				/**
				* Encrypts a message.
				*
				* @param {Cipher} cipher The cipher algorithm to use.
				* @param {WordArray|string} message The message to encrypt.
				* @param {WordArray} key The key.
				* @param {Object} cfg (Optional) The configuration options to use for this operation.
				*
				* @return {CipherParams} A cipher params object.
				*
				* @static
				*
				* @example
				*
				*     var ciphertextParams = CryptoJS.lib.SerializableCipher.encrypt(CryptoJS.algo.AES, message, key);
				*     var ciphertextParams = CryptoJS.lib.SerializableCipher.encrypt(CryptoJS.algo.AES, message, key, { iv: iv });
				*     var ciphertextParams = CryptoJS.lib.SerializableCipher.encrypt(CryptoJS.algo.AES, message, key, { iv: iv, format: CryptoJS.format.OpenSSL });
				*/
				encrypt: function(cipher, message, key, cfg) {
					cfg = this.cfg.extend(cfg);
					var encryptor = cipher.createEncryptor(key, cfg);
					var ciphertext = encryptor.finalize(message);
					var cipherCfg = encryptor.cfg;
					return CipherParams.create({
						ciphertext,
						key,
						iv: cipherCfg.iv,
						algorithm: cipher,
						mode: cipherCfg.mode,
						padding: cipherCfg.padding,
						blockSize: cipher.blockSize,
						formatter: cfg.format
					});
				},
				/**
				* Decrypts serialized ciphertext.
				*
				* @param {Cipher} cipher The cipher algorithm to use.
				* @param {CipherParams|string} ciphertext The ciphertext to decrypt.
				* @param {WordArray} key The key.
				* @param {Object} cfg (Optional) The configuration options to use for this operation.
				*
				* @return {WordArray} The plaintext.
				*
				* @static
				*
				* @example
				*
				*     var plaintext = CryptoJS.lib.SerializableCipher.decrypt(CryptoJS.algo.AES, formattedCiphertext, key, { iv: iv, format: CryptoJS.format.OpenSSL });
				*     var plaintext = CryptoJS.lib.SerializableCipher.decrypt(CryptoJS.algo.AES, ciphertextParams, key, { iv: iv, format: CryptoJS.format.OpenSSL });
				*/
				decrypt: function(cipher, ciphertext, key, cfg) {
					cfg = this.cfg.extend(cfg);
					ciphertext = this._parse(ciphertext, cfg.format);
					return cipher.createDecryptor(key, cfg).finalize(ciphertext.ciphertext);
				},
				/**
				* Converts serialized ciphertext to CipherParams,
				* else assumed CipherParams already and returns ciphertext unchanged.
				*
				* @param {CipherParams|string} ciphertext The ciphertext.
				* @param {Formatter} format The formatting strategy to use to parse serialized ciphertext.
				*
				* @return {CipherParams} The unserialized ciphertext.
				*
				* @static
				*
				* @example
				*
				*     var ciphertextParams = CryptoJS.lib.SerializableCipher._parse(ciphertextStringOrParams, format);
				*/
				_parse: function(ciphertext, format) {
					if (typeof ciphertext == "string") return format.parse(ciphertext, this);
					else return ciphertext;
				}
			});
			/**
			* Key derivation function namespace.
			*/
			var C_kdf = C.kdf = {};
			/**
			* OpenSSL key derivation function.
			*/
			var OpenSSLKdf = C_kdf.OpenSSL = { 
			/**
			* Derives a key and IV from a password.
			*
			* @param {string} password The password to derive from.
			* @param {number} keySize The size in words of the key to generate.
			* @param {number} ivSize The size in words of the IV to generate.
			* @param {WordArray|string} salt (Optional) A 64-bit salt to use. If omitted, a salt will be generated randomly.
			*
			* @return {CipherParams} A cipher params object with the key, IV, and salt.
			*
			* @static
			*
			* @example
			*
			*     var derivedParams = CryptoJS.kdf.OpenSSL.execute('Password', 256/32, 128/32);
			*     var derivedParams = CryptoJS.kdf.OpenSSL.execute('Password', 256/32, 128/32, 'saltsalt');
			*/
execute: function(password, keySize, ivSize, salt, hasher) {
				if (!salt) salt = WordArray.random(8);
				if (!hasher) var key = EvpKDF.create({ keySize: keySize + ivSize }).compute(password, salt);
				else var key = EvpKDF.create({
					keySize: keySize + ivSize,
					hasher
				}).compute(password, salt);
				var iv = WordArray.create(key.words.slice(keySize), ivSize * 4);
				key.sigBytes = keySize * 4;
				return CipherParams.create({
					key,
					iv,
					salt
				});
			} };
			/**
			* A serializable cipher wrapper that derives the key from a password,
			* and returns ciphertext as a serializable cipher params object.
			*/
			var PasswordBasedCipher = C_lib.PasswordBasedCipher = SerializableCipher.extend({
				/**
				* Configuration options.
				*
				* @property {KDF} kdf The key derivation function to use to generate a key and IV from a password. Default: OpenSSL
				*/
				cfg: SerializableCipher.cfg.extend({ kdf: OpenSSLKdf }),
				/**
				* Encrypts a message using a password.
				*
				* @param {Cipher} cipher The cipher algorithm to use.
				* @param {WordArray|string} message The message to encrypt.
				* @param {string} password The password.
				* @param {Object} cfg (Optional) The configuration options to use for this operation.
				*
				* @return {CipherParams} A cipher params object.
				*
				* @static
				*
				* @example
				*
				*     var ciphertextParams = CryptoJS.lib.PasswordBasedCipher.encrypt(CryptoJS.algo.AES, message, 'password');
				*     var ciphertextParams = CryptoJS.lib.PasswordBasedCipher.encrypt(CryptoJS.algo.AES, message, 'password', { format: CryptoJS.format.OpenSSL });
				*/
				encrypt: function(cipher, message, password, cfg) {
					cfg = this.cfg.extend(cfg);
					var derivedParams = cfg.kdf.execute(password, cipher.keySize, cipher.ivSize, cfg.salt, cfg.hasher);
					cfg.iv = derivedParams.iv;
					var ciphertext = SerializableCipher.encrypt.call(this, cipher, message, derivedParams.key, cfg);
					ciphertext.mixIn(derivedParams);
					return ciphertext;
				},
				/**
				* Decrypts serialized ciphertext using a password.
				*
				* @param {Cipher} cipher The cipher algorithm to use.
				* @param {CipherParams|string} ciphertext The ciphertext to decrypt.
				* @param {string} password The password.
				* @param {Object} cfg (Optional) The configuration options to use for this operation.
				*
				* @return {WordArray} The plaintext.
				*
				* @static
				*
				* @example
				*
				*     var plaintext = CryptoJS.lib.PasswordBasedCipher.decrypt(CryptoJS.algo.AES, formattedCiphertext, 'password', { format: CryptoJS.format.OpenSSL });
				*     var plaintext = CryptoJS.lib.PasswordBasedCipher.decrypt(CryptoJS.algo.AES, ciphertextParams, 'password', { format: CryptoJS.format.OpenSSL });
				*/
				decrypt: function(cipher, ciphertext, password, cfg) {
					cfg = this.cfg.extend(cfg);
					ciphertext = this._parse(ciphertext, cfg.format);
					var derivedParams = cfg.kdf.execute(password, cipher.keySize, cipher.ivSize, ciphertext.salt, cfg.hasher);
					cfg.iv = derivedParams.iv;
					return SerializableCipher.decrypt.call(this, cipher, ciphertext, derivedParams.key, cfg);
				}
			});
		}();
	});
}));
// node_modules/crypto-js/aes.js
var require_aes = /* @__PURE__ */ __commonJSMin(((exports, module, this$4) => {
	(function(root, factory, undef) {
		if (typeof exports === "object") module.exports = exports = factory(require_core(), require_enc_base64(), require_md5(), require_evpkdf(), require_cipher_core());
		else if (typeof define === "function" && define.amd) define([
			"./core",
			"./enc-base64",
			"./md5",
			"./evpkdf",
			"./cipher-core"
		], factory);
		else factory(root.CryptoJS);
	})(this$4, function(CryptoJS) {
		(function() {
			var C = CryptoJS;
			var BlockCipher = C.lib.BlockCipher;
			var C_algo = C.algo;
			var SBOX = [];
			var INV_SBOX = [];
			var SUB_MIX_0 = [];
			var SUB_MIX_1 = [];
			var SUB_MIX_2 = [];
			var SUB_MIX_3 = [];
			var INV_SUB_MIX_0 = [];
			var INV_SUB_MIX_1 = [];
			var INV_SUB_MIX_2 = [];
			var INV_SUB_MIX_3 = [];
			(function() {
				var d = [];
				for (var i = 0; i < 256; i++) if (i < 128) d[i] = i << 1;
				else d[i] = i << 1 ^ 283;
				var x = 0;
				var xi = 0;
				for (var i = 0; i < 256; i++) {
					var sx = xi ^ xi << 1 ^ xi << 2 ^ xi << 3 ^ xi << 4;
					sx = sx >>> 8 ^ sx & 255 ^ 99;
					SBOX[x] = sx;
					INV_SBOX[sx] = x;
					var x2 = d[x];
					var x4 = d[x2];
					var x8 = d[x4];
					var t = d[sx] * 257 ^ sx * 16843008;
					SUB_MIX_0[x] = t << 24 | t >>> 8;
					SUB_MIX_1[x] = t << 16 | t >>> 16;
					SUB_MIX_2[x] = t << 8 | t >>> 24;
					SUB_MIX_3[x] = t;
					var t = x8 * 16843009 ^ x4 * 65537 ^ x2 * 257 ^ x * 16843008;
					INV_SUB_MIX_0[sx] = t << 24 | t >>> 8;
					INV_SUB_MIX_1[sx] = t << 16 | t >>> 16;
					INV_SUB_MIX_2[sx] = t << 8 | t >>> 24;
					INV_SUB_MIX_3[sx] = t;
					if (!x) x = xi = 1;
					else {
						x = x2 ^ d[d[d[x8 ^ x2]]];
						xi ^= d[d[xi]];
					}
				}
			})();
			var RCON = [
				0,
				1,
				2,
				4,
				8,
				16,
				32,
				64,
				128,
				27,
				54
			];
			/**
			* AES block cipher algorithm.
			*/
			var AES = C_algo.AES = BlockCipher.extend({
				_doReset: function() {
					var t;
					if (this._nRounds && this._keyPriorReset === this._key) return;
					var key = this._keyPriorReset = this._key;
					var keyWords = key.words;
					var keySize = key.sigBytes / 4;
					var ksRows = ((this._nRounds = keySize + 6) + 1) * 4;
					var keySchedule = this._keySchedule = [];
					for (var ksRow = 0; ksRow < ksRows; ksRow++) if (ksRow < keySize) keySchedule[ksRow] = keyWords[ksRow];
					else {
						t = keySchedule[ksRow - 1];
						if (!(ksRow % keySize)) {
							t = t << 8 | t >>> 24;
							t = SBOX[t >>> 24] << 24 | SBOX[t >>> 16 & 255] << 16 | SBOX[t >>> 8 & 255] << 8 | SBOX[t & 255];
							t ^= RCON[ksRow / keySize | 0] << 24;
						} else if (keySize > 6 && ksRow % keySize == 4) t = SBOX[t >>> 24] << 24 | SBOX[t >>> 16 & 255] << 16 | SBOX[t >>> 8 & 255] << 8 | SBOX[t & 255];
						keySchedule[ksRow] = keySchedule[ksRow - keySize] ^ t;
					}
					var invKeySchedule = this._invKeySchedule = [];
					for (var invKsRow = 0; invKsRow < ksRows; invKsRow++) {
						var ksRow = ksRows - invKsRow;
						if (invKsRow % 4) var t = keySchedule[ksRow];
						else var t = keySchedule[ksRow - 4];
						if (invKsRow < 4 || ksRow <= 4) invKeySchedule[invKsRow] = t;
						else invKeySchedule[invKsRow] = INV_SUB_MIX_0[SBOX[t >>> 24]] ^ INV_SUB_MIX_1[SBOX[t >>> 16 & 255]] ^ INV_SUB_MIX_2[SBOX[t >>> 8 & 255]] ^ INV_SUB_MIX_3[SBOX[t & 255]];
					}
				},
				encryptBlock: function(M, offset) {
					this._doCryptBlock(M, offset, this._keySchedule, SUB_MIX_0, SUB_MIX_1, SUB_MIX_2, SUB_MIX_3, SBOX);
				},
				decryptBlock: function(M, offset) {
					var t = M[offset + 1];
					M[offset + 1] = M[offset + 3];
					M[offset + 3] = t;
					this._doCryptBlock(M, offset, this._invKeySchedule, INV_SUB_MIX_0, INV_SUB_MIX_1, INV_SUB_MIX_2, INV_SUB_MIX_3, INV_SBOX);
					var t = M[offset + 1];
					M[offset + 1] = M[offset + 3];
					M[offset + 3] = t;
				},
				_doCryptBlock: function(M, offset, keySchedule, SUB_MIX_0, SUB_MIX_1, SUB_MIX_2, SUB_MIX_3, SBOX) {
					var nRounds = this._nRounds;
					var s0 = M[offset] ^ keySchedule[0];
					var s1 = M[offset + 1] ^ keySchedule[1];
					var s2 = M[offset + 2] ^ keySchedule[2];
					var s3 = M[offset + 3] ^ keySchedule[3];
					var ksRow = 4;
					for (var round = 1; round < nRounds; round++) {
						var t0 = SUB_MIX_0[s0 >>> 24] ^ SUB_MIX_1[s1 >>> 16 & 255] ^ SUB_MIX_2[s2 >>> 8 & 255] ^ SUB_MIX_3[s3 & 255] ^ keySchedule[ksRow++];
						var t1 = SUB_MIX_0[s1 >>> 24] ^ SUB_MIX_1[s2 >>> 16 & 255] ^ SUB_MIX_2[s3 >>> 8 & 255] ^ SUB_MIX_3[s0 & 255] ^ keySchedule[ksRow++];
						var t2 = SUB_MIX_0[s2 >>> 24] ^ SUB_MIX_1[s3 >>> 16 & 255] ^ SUB_MIX_2[s0 >>> 8 & 255] ^ SUB_MIX_3[s1 & 255] ^ keySchedule[ksRow++];
						var t3 = SUB_MIX_0[s3 >>> 24] ^ SUB_MIX_1[s0 >>> 16 & 255] ^ SUB_MIX_2[s1 >>> 8 & 255] ^ SUB_MIX_3[s2 & 255] ^ keySchedule[ksRow++];
						s0 = t0;
						s1 = t1;
						s2 = t2;
						s3 = t3;
					}
					var t0 = (SBOX[s0 >>> 24] << 24 | SBOX[s1 >>> 16 & 255] << 16 | SBOX[s2 >>> 8 & 255] << 8 | SBOX[s3 & 255]) ^ keySchedule[ksRow++];
					var t1 = (SBOX[s1 >>> 24] << 24 | SBOX[s2 >>> 16 & 255] << 16 | SBOX[s3 >>> 8 & 255] << 8 | SBOX[s0 & 255]) ^ keySchedule[ksRow++];
					var t2 = (SBOX[s2 >>> 24] << 24 | SBOX[s3 >>> 16 & 255] << 16 | SBOX[s0 >>> 8 & 255] << 8 | SBOX[s1 & 255]) ^ keySchedule[ksRow++];
					var t3 = (SBOX[s3 >>> 24] << 24 | SBOX[s0 >>> 16 & 255] << 16 | SBOX[s1 >>> 8 & 255] << 8 | SBOX[s2 & 255]) ^ keySchedule[ksRow++];
					M[offset] = t0;
					M[offset + 1] = t1;
					M[offset + 2] = t2;
					M[offset + 3] = t3;
				},
				keySize: 8
			});
			/**
			* Shortcut functions to the cipher's object interface.
			*
			* @example
			*
			*     var ciphertext = CryptoJS.AES.encrypt(message, key, cfg);
			*     var plaintext  = CryptoJS.AES.decrypt(ciphertext, key, cfg);
			*/
			C.AES = BlockCipher._createHelper(AES);
		})();
		return CryptoJS.AES;
	});
}));
// node_modules/crypto-js/enc-utf8.js
var require_enc_utf8 = /* @__PURE__ */ __commonJSMin(((exports, module, this$3) => {
	(function(root, factory) {
		if (typeof exports === "object") module.exports = exports = factory(require_core());
		else if (typeof define === "function" && define.amd) define(["./core"], factory);
		else factory(root.CryptoJS);
	})(this$3, function(CryptoJS) {
		return CryptoJS.enc.Utf8;
	});
}));
// node_modules/crypto-js/mode-ecb.js
var require_mode_ecb = /* @__PURE__ */ __commonJSMin(((exports, module, this$2) => {
	(function(root, factory, undef) {
		if (typeof exports === "object") module.exports = exports = factory(require_core(), require_cipher_core());
		else if (typeof define === "function" && define.amd) define(["./core", "./cipher-core"], factory);
		else factory(root.CryptoJS);
	})(this$2, function(CryptoJS) {
		/**
		* Electronic Codebook block mode.
		*/
		CryptoJS.mode.ECB = function() {
			var ECB = CryptoJS.lib.BlockCipherMode.extend();
			ECB.Encryptor = ECB.extend({ processBlock: function(words, offset) {
				this._cipher.encryptBlock(words, offset);
			} });
			ECB.Decryptor = ECB.extend({ processBlock: function(words, offset) {
				this._cipher.decryptBlock(words, offset);
			} });
			return ECB;
		}();
		return CryptoJS.mode.ECB;
	});
}));
// node_modules/crypto-js/pad-pkcs7.js
var require_pad_pkcs7 = /* @__PURE__ */ __commonJSMin(((exports, module, this$1) => {
	(function(root, factory, undef) {
		if (typeof exports === "object") module.exports = exports = factory(require_core(), require_cipher_core());
		else if (typeof define === "function" && define.amd) define(["./core", "./cipher-core"], factory);
		else factory(root.CryptoJS);
	})(this$1, function(CryptoJS) {
		return CryptoJS.pad.Pkcs7;
	});
}));
// src/lib/aes.ts
var import_aes = /* @__PURE__ */ __toESM(require_aes(), 1);
var import_enc_utf8 = /* @__PURE__ */ __toESM(require_enc_utf8(), 1);
var import_mode_ecb = /* @__PURE__ */ __toESM(require_mode_ecb(), 1);
var import_pad_pkcs7 = /* @__PURE__ */ __toESM(require_pad_pkcs7(), 1);
var KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** A fresh random 16-character key for one request, from the platform's secure random source. */
function randomAesKey(length = 16) {
	const bytes = new Uint8Array(length);
	globalThis.crypto.getRandomValues(bytes);
	return Array.from(bytes, (b) => KEY_ALPHABET[b % 62]).join("");
}
/** Base64 ciphertext of the UTF-8 text. */
function aesEncrypt(plain, key) {
	return import_aes.default.encrypt(plain, import_enc_utf8.default.parse(key), {
		mode: import_mode_ecb.default,
		padding: import_pad_pkcs7.default
	}).toString();
}
// src/api/encryption.ts
var EncryptionError = class extends Error {};
function encryptPayload(json, publicKey) {
	const key = randomAesKey();
	const rsa = new JSEncrypt();
	rsa.setPublicKey(publicKey);
	const encryptedKey = rsa.encrypt(key);
	if (!encryptedKey) throw new EncryptionError("The public key could not encrypt the request key");
	return {
		body: aesEncrypt(json, key),
		encryptionHeader: encryptedKey
	};
}
export { EncryptionError, encryptPayload };
