//! [`InlineVec`]: a fixed-capacity vector stored inline, so a state holding it stays `Copy`.

use serde::de::{Deserialize, Deserializer, Error as _, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeSeq, Serializer};
use std::fmt;

/// A vector of at most `N` items kept inline (no heap), `Copy` when `T` is.
///
/// Slots past `len` always hold `T::default()`, so two vectors with equal contents are equal
/// bit for bit (which keeps hashing and comparing whole states simple).
#[derive(Clone, Copy)]
pub struct InlineVec<T: Copy + Default, const N: usize> {
    len: u8,
    items: [T; N],
}

/// The error of pushing into a full [`InlineVec`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Full;

impl<T: Copy + Default, const N: usize> Default for InlineVec<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> InlineVec<T, N> {
    /// The capacity.
    pub const CAPACITY: usize = N;

    /// An empty vector.
    pub fn new() -> Self {
        const { assert!(N <= u8::MAX as usize) };
        InlineVec {
            len: 0,
            items: [T::default(); N],
        }
    }

    /// Builds a vector from a slice; `Err(Full)` if it holds more than `N` items.
    pub fn from_slice(items: &[T]) -> Result<Self, Full> {
        let mut v = Self::new();
        for &item in items {
            v.push(item)?;
        }
        Ok(v)
    }

    /// Number of items.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are no items.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether no more items fit.
    #[inline]
    pub fn is_full(&self) -> bool {
        self.len() == N
    }

    /// The items as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len()]
    }

    /// The items as a mutable slice.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        let len = self.len();
        &mut self.items[..len]
    }

    /// Iterates over the items.
    #[inline]
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.as_slice().iter()
    }

    /// Appends an item; `Err(Full)` (and no change) when full.
    #[inline]
    pub fn push(&mut self, item: T) -> Result<(), Full> {
        if self.is_full() {
            return Err(Full);
        }
        self.items[self.len()] = item;
        self.len += 1;
        Ok(())
    }

    /// Removes and returns the last item.
    #[inline]
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let item = self.items[self.len()];
        self.items[self.len()] = T::default();
        Some(item)
    }

    /// Inserts an item at `index`, shifting later ones; `Err(Full)` when full.
    ///
    /// Panics if `index > len`.
    pub fn insert(&mut self, index: usize, item: T) -> Result<(), Full> {
        assert!(index <= self.len(), "insert index out of bounds");
        if self.is_full() {
            return Err(Full);
        }
        let len = self.len();
        self.items.copy_within(index..len, index + 1);
        self.items[index] = item;
        self.len += 1;
        Ok(())
    }

    /// Removes the item at `index`, shifting later ones down.
    ///
    /// Panics if `index >= len`.
    pub fn remove(&mut self, index: usize) -> T {
        let len = self.len();
        assert!(index < len, "remove index out of bounds");
        let item = self.items[index];
        self.items.copy_within(index + 1..len, index);
        self.items[len - 1] = T::default();
        self.len -= 1;
        item
    }

    /// Keeps only the items for which `keep` returns true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let len = self.len();
        let mut kept = 0;
        for i in 0..len {
            let item = self.items[i];
            if keep(&item) {
                self.items[kept] = item;
                kept += 1;
            }
        }
        for slot in &mut self.items[kept..len] {
            *slot = T::default();
        }
        self.len = kept as u8;
    }

    /// Removes every item.
    pub fn clear(&mut self) {
        self.items = [T::default(); N];
        self.len = 0;
    }
}

impl<T: Copy + Default, const N: usize> std::ops::Deref for InlineVec<T, N> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Copy + Default, const N: usize> std::ops::DerefMut for InlineVec<T, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a InlineVec<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for InlineVec<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for InlineVec<T, N> {}

impl<T: Copy + Default + std::hash::Hash, const N: usize> std::hash::Hash for InlineVec<T, N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state)
    }
}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for InlineVec<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Copy + Default + Serialize, const N: usize> Serialize for InlineVec<T, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for item in self.iter() {
            seq.serialize_element(item)?;
        }
        seq.end()
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de>
    for InlineVec<T, N>
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct V<T, const N: usize>(std::marker::PhantomData<T>);
        impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Visitor<'de> for V<T, N> {
            type Value = InlineVec<T, N>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "a list of at most {N} items")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut v = InlineVec::new();
                while let Some(item) = seq.next_element()? {
                    v.push(item).map_err(|_| {
                        A::Error::custom(format_args!("more than {N} items in a list"))
                    })?;
                }
                Ok(v)
            }
        }
        deserializer.deserialize_seq(V::<T, N>(std::marker::PhantomData))
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for InlineVec<T, N> {
    /// Collects at most `N` items; the rest are dropped.
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut v = InlineVec::new();
        for item in iter {
            if v.push(item).is_err() {
                break;
            }
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_pop_insert_remove_keep_order() {
        let mut v: InlineVec<u8, 4> = InlineVec::new();
        v.push(1).unwrap();
        v.push(3).unwrap();
        v.insert(1, 2).unwrap();
        assert_eq!(v.as_slice(), &[1, 2, 3]);
        assert_eq!(v.remove(0), 1);
        assert_eq!(v.as_slice(), &[2, 3]);
        v.push(4).unwrap();
        v.push(5).unwrap();
        assert_eq!(v.push(6), Err(Full));
        assert_eq!(v.pop(), Some(5));
        v.retain(|&x| x % 2 == 0);
        assert_eq!(v.as_slice(), &[2, 4]);
    }

    #[test]
    fn removed_slots_are_reset_so_equal_contents_compare_equal() {
        let mut a: InlineVec<u8, 3> = InlineVec::from_slice(&[7, 8]).unwrap();
        a.remove(1);
        let b: InlineVec<u8, 3> = InlineVec::from_slice(&[7]).unwrap();
        assert_eq!(a.items, b.items);
    }
}
